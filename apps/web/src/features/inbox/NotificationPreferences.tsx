import {
  type DigestFrequency,
  type NotificationKind,
  type NotificationPreferencesDto,
  notificationKinds,
  notificationPreferencesSchema,
  type UpdateNotificationPreferencesBody,
} from '@orbit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { Checkbox } from '../../ui/Checkbox';
import { SelectPicker } from '../../ui/SelectPicker';
import { Switch } from '../../ui/Switch';
import { toast } from '../../ui/toast';
import { orgPath } from '../members/orgPath';
import { useTaskData } from '../tasks/useTaskData';
import {
  type DesktopPermission,
  desktopOptedIn,
  desktopPermission,
  setDesktopOptIn,
} from './desktopNotifications';
import './notificationPrefs.css';

const key = (slug: string) => ['notification-preferences', slug] as const;
const digestChoices: DigestFrequency[] = ['off', '15m', 'hourly', 'daily'];
const digestLabel = {
  off: 'digestOff',
  '15m': 'digest15m',
  hourly: 'digestHourly',
  daily: 'digestDaily',
} as const;
const hourChoices = [1, 2, 4, 8, 12, 24, 48, 72, 168];

type Props = { slug: string; workspaceId: string };

/** My account → Notifications: per kind in the inbox and by e-mail, the digest, due-soon hours, muted orbits, desktop. */
export function NotificationPreferences({ slug, workspaceId }: Props) {
  const { t } = useTranslation('inbox');
  const client = useQueryClient();
  const prefs = useQuery({
    queryKey: key(slug),
    queryFn: ({ signal }) =>
      api(orgPath(slug, '/notifications/preferences'), { signal, schema: notificationPreferencesSchema }),
  });
  const save = useMutation({
    mutationFn: (body: UpdateNotificationPreferencesBody) =>
      api(orgPath(slug, '/notifications/preferences'), {
        method: 'PATCH',
        body,
        schema: notificationPreferencesSchema,
      }),
    onSuccess: (next) => client.setQueryData(key(slug), next),
    onError: () => toast.error(t('prefs.failed')),
  });
  const { orbits } = useTaskData(workspaceId, false);
  const [desktop, setDesktop] = useState(() => desktopOptedIn());
  const [permission, setPermission] = useState<DesktopPermission>(() => desktopPermission());
  const data: NotificationPreferencesDto | undefined = prefs.data;
  if (!data) return <p className="settings-hint">{t('loading')}</p>;
  const setKind = (kind: NotificationKind, change: Partial<{ inApp: boolean; email: boolean }>) => {
    const current = data.kinds[kind];
    const next = { ...current, ...change };
    if (!next.inApp) next.email = false;
    save.mutate({ kinds: { [kind]: next } });
  };
  const toggleMute = (orbitId: string, muted: boolean) => {
    const rest = data.mutedOrbitIds.filter((id) => id !== orbitId);
    save.mutate({ mutedOrbitIds: muted ? [...rest, orbitId] : rest });
  };
  return (
    <div className="notification-prefs">
      <p className="settings-hint">{t('prefs.intro')}</p>
      <table className="notification-prefs-table">
        <thead>
          <tr>
            <th scope="col">{t('prefs.kind')}</th>
            <th scope="col">{t('prefs.inApp')}</th>
            <th scope="col">{t('prefs.email')}</th>
          </tr>
        </thead>
        <tbody>
          {notificationKinds.map((kind) => {
            const name = t(`kindName.${kind}`);
            const pref = data.kinds[kind];
            return (
              <tr key={kind}>
                <th scope="row">{name}</th>
                <td>
                  <Checkbox
                    checked={pref.inApp}
                    onCheckedChange={(on) => setKind(kind, { inApp: on })}
                    aria-label={t('prefs.inAppFor', { kind: name })}
                  />
                </td>
                <td>
                  <Checkbox
                    checked={pref.inApp && pref.email}
                    disabled={!pref.inApp}
                    onCheckedChange={(on) => setKind(kind, { email: on })}
                    aria-label={t('prefs.emailFor', { kind: name })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="notification-prefs-row">
        <span id="prefs-digest">{t('prefs.digest')}</span>
        <SelectPicker
          label={t('prefs.digest')}
          describedBy="prefs-digest"
          options={digestChoices.map((value) => ({ value, label: t(`prefs.${digestLabel[value]}`) }))}
          value={data.digest}
          onChange={(value) => save.mutate({ digest: value as DigestFrequency })}
          searchPlaceholder={t('filter.search')}
          emptyText={t('filter.none')}
        />
      </div>
      <div className="notification-prefs-row">
        <span id="prefs-due">{t('prefs.dueSoon')}</span>
        <SelectPicker
          label={t('prefs.dueSoon')}
          describedBy="prefs-due"
          options={hourChoices.map((hours) => ({
            value: String(hours),
            label: t('prefs.dueSoonHours', { count: hours }),
          }))}
          value={String(data.dueSoonHours)}
          onChange={(value) => save.mutate({ dueSoonHours: Number(value) })}
          searchPlaceholder={t('filter.search')}
          emptyText={t('filter.none')}
        />
      </div>
      {orbits.length > 0 && (
        <fieldset className="notification-prefs-muted">
          <legend>{t('prefs.muted')}</legend>
          <p className="settings-hint">{t('prefs.mutedHint')}</p>
          {orbits.map((orbit) => (
            <Switch
              key={orbit.id}
              checked={data.mutedOrbitIds.includes(orbit.id)}
              onCheckedChange={(on) => toggleMute(orbit.id, on)}
              label={t('prefs.mute', { name: orbit.name })}
            />
          ))}
        </fieldset>
      )}
      <Switch
        checked={desktop}
        disabled={permission === 'unsupported' || permission === 'denied'}
        onCheckedChange={(on) => {
          void setDesktopOptIn(on).then((answer) => {
            setPermission(answer);
            setDesktop(on && answer === 'granted');
          });
        }}
        label={t('prefs.browser')}
        description={
          permission === 'denied'
            ? t('prefs.browserBlocked')
            : permission === 'unsupported'
              ? t('prefs.browserUnsupported')
              : undefined
        }
      />
    </div>
  );
}
