import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { IconButton } from '../../ui/IconButton';
import { LabelPill } from '../../ui/LabelPill';
import { Menu } from '../../ui/Menu';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { SkeletonRows } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';
import './galleryStrings';

type Segment = 'list' | 'board' | 'table';

/** Dialogs (one over another), the menu, checkbox and switch, label pills, empty state and skeleton. */
export function OverlayGallery() {
  const { t } = useTranslation('gallery');
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  const [picked, setPicked] = useState('—');
  const [checked, setChecked] = useState(true);
  const [switched, setSwitched] = useState(false);
  const [segment, setSegment] = useState<Segment>('list');
  const [pills, setPills] = useState(['bug', 'design']);
  const colors: Record<string, string> = { bug: '#d22d33', design: '#cf255e', feature: '#7c4ddb' };

  return (
    <>
      <GallerySection id="dialogs" title={t('overlays.dialogs')} description={t('overlays.dialogsText')}>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setOuter(true)}>
            {t('overlays.openDialog')}
          </Button>
          <Menu
            items={[
              {
                label: t('overlays.menu.rename'),
                icon: 'pencil',
                hint: 'R',
                onSelect: () => setPicked('rename'),
              },
              { label: t('overlays.menu.duplicate'), icon: 'copy', onSelect: () => setPicked('duplicate') },
              {
                label: t('overlays.menu.move'),
                icon: 'folder',
                disabled: true,
                onSelect: () => setPicked('move'),
              },
              { kind: 'separator' },
              {
                label: t('overlays.menu.delete'),
                icon: 'trash',
                danger: true,
                onSelect: () => setPicked('delete'),
              },
            ]}
          >
            <IconButton icon="more-horizontal" aria-label={t('overlays.menu.label')} variant="bordered" />
          </Menu>
          <span className={styles.caption}>{t('overlays.menu.picked', { item: picked })}</span>
        </div>
        <Dialog
          open={outer}
          onOpenChange={setOuter}
          title={t('overlays.outerTitle')}
          description={t('overlays.outerText')}
          closeLabel={t('overlays.close')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOuter(false)}>
                {t('overlays.cancel')}
              </Button>
              <Button onClick={() => setInner(true)}>{t('overlays.openInner')}</Button>
            </>
          }
        >
          <p className={styles.sectionText}>{t('overlays.outerBody')}</p>
        </Dialog>
        <Dialog
          open={inner}
          onOpenChange={setInner}
          title={t('overlays.innerTitle')}
          closeLabel={t('overlays.close')}
          size="sm"
          alert
          footer={<Button onClick={() => setInner(false)}>{t('overlays.done')}</Button>}
        >
          <p className={styles.sectionText}>{t('overlays.innerBody')}</p>
        </Dialog>
      </GallerySection>
      <GallerySection id="choices" title={t('overlays.choices')}>
        <div className={styles.row}>
          <Checkbox checked={checked} onCheckedChange={setChecked} label={t('overlays.checkbox')} />
          <Checkbox
            checked={false}
            onCheckedChange={() => undefined}
            label={t('overlays.disabled')}
            disabled
          />
          <Checkbox
            checked="indeterminate"
            onCheckedChange={() => undefined}
            aria-label={t('overlays.some')}
          />
        </div>
        <div className={styles.row}>
          <Switch
            checked={switched}
            onCheckedChange={setSwitched}
            label={t('overlays.switch')}
            labelPosition="end"
          />
        </div>
        <div className={styles.row}>
          <SegmentedControl<Segment>
            label={t('overlays.segmented')}
            options={(['list', 'board', 'table'] as const).map((value) => ({
              value,
              label: t(`overlays.segments.${value}`),
            }))}
            value={segment}
            onChange={setSegment}
          />
        </div>
        <div className={styles.row}>
          {pills.map((pill) => (
            <LabelPill
              key={pill}
              name={t(`pickers.labels.${pill}`)}
              color={colors[pill] ?? '#888'}
              onRemove={() => setPills((all) => all.filter((p) => p !== pill))}
              removeLabel={t('overlays.removeLabel', { name: t(`pickers.labels.${pill}`) })}
            />
          ))}
          <LabelPill name={t('pickers.labels.feature')} color={colors.feature ?? '#888'} />
        </div>
      </GallerySection>
      <GallerySection id="empty" title={t('overlays.emptyTitle')}>
        <div className={styles.panel}>
          <EmptyState
            icon="inbox"
            title={t('overlays.emptyHeading')}
            description={t('overlays.emptyText')}
            action={<Button size="sm">{t('overlays.emptyAction')}</Button>}
            headingLevel={3}
          />
        </div>
        <div className={styles.panel}>
          <SkeletonRows rows={4} label={t('overlays.loading')} />
        </div>
      </GallerySection>
    </>
  );
}
