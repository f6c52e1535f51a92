import type { CallDto } from '@orbit/shared';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { useBreadcrumb } from '../../lib/breadcrumbStore';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/toast';
import type { Person } from '../people/people';
import { usePeople } from '../people/usePeople';
import { useCallStore } from '../sync/callStore';
import {
  endCall,
  fetchCall,
  fetchCallServers,
  joinCall,
  leaveCall,
  removeFromCall,
  startCallWith,
} from '../sync/callsApi';
import { syncSocket } from '../sync/syncSocket';
import { clearActiveCall, readActiveCall, saveActiveCall } from './activeCall';
import { CallScreen } from './CallScreen';
import type { CallMedia } from './callMedia';
import { clearCallTrace, traceCallStep } from './callTrace';
import { coolJanus, warmJanus, warmPreview } from './janusWarmup';
import { type JoinChoice, Lobby } from './Lobby';
import { openLocalMedia } from './localMedia';
import { MeshCall } from './meshCall';
import { type RenewAccess, SfuCall } from './sfuCall';
import { useDeviceChoice } from './useDevices';
import './calls.css';

type Props = { org: string; callId: string; meId: string; workspaceId: string; role: string };

/** `elsewhere`: this person entered the call from another tab or device, which took their place. */
type Phase = 'loading' | 'lobby' | 'joining' | 'in-call' | 'left' | 'missing' | 'removed' | 'elsewhere';

declare global {
  interface Window {
    /** The call this tab is in, for tests and troubleshooting (its peer connections). */
    orbitCall?: CallMedia;
  }
}

/** Names of the others in a call (for its title). */
function othersOf(
  call: CallDto,
  meId: string,
  people: ReadonlyMap<string, Person>,
  fallback: string,
): string {
  return call.participants
    .filter((p) => p.userId !== meId && (p.invited || p.userId === call.createdBy))
    .map((p) => people.get(p.userId)?.name ?? fallback)
    .join(', ');
}

/** `/:org/meeting/:id`: the lobby, then the call; a reload goes straight back in. */
export function MeetingPage({ org, callId, meId, workspaceId, role }: Props) {
  const { t } = useTranslation('calls');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const answering = search.get('answer') === '1';
  const call = useCallStore((s) => s.calls[callId]);
  const { people } = usePeople(workspaceId);
  const peopleById = useMemo(() => new Map(people.map((p) => [p.userId, p])), [people]);
  const { speaker, microphone, camera } = useDeviceChoice();
  const [phase, setPhase] = useState<Phase>('loading');
  const [mesh, setMesh] = useState<CallMedia | null>(null);
  const meshRef = useRef<CallMedia | null>(null);
  const rejoining = useRef(false);

  const trail = useMemo(() => [{ key: 'call', label: t('call.label') }], [t]);
  useBreadcrumb(trail);

  useEffect(() => {
    let live = true;
    fetchCall(org, callId)
      .then((loaded) => {
        if (!live) return;
        if (loaded.endedAt) {
          clearActiveCall();
          setPhase('left');
        } else setPhase((p) => (p === 'loading' ? 'lobby' : p));
      })
      .catch((error: unknown) => {
        if (live) setPhase(error instanceof ApiRequestError && error.status === 404 ? 'missing' : 'lobby');
      });
    return () => {
      live = false;
    };
  }, [org, callId]);

  const hangUp = useCallback(() => {
    meshRef.current?.stop();
    meshRef.current = null;
    window.orbitCall = undefined;
    setMesh(null);
    clearActiveCall();
  }, []);

  // Leaving the page (another address in the app) hangs this tab up; a reload comes back (sessionStorage).
  useEffect(() => () => meshRef.current?.stop(), []);

  // In the lobby of a call through Janus, its session opens already, with its handles and the two
  // peer connections (the publisher's with the preview's tracks, its offer and candidates ready):
  // janusWarmup.ts. Nothing of it is in the call's room; the join then does not wait for it. Closed
  // if the page is left without joining.
  const sfuLobby = phase === 'lobby' && call?.media === 'sfu';
  useEffect(() => {
    if (!sfuLobby) return;
    let live = true;
    fetchCallServers(org)
      .then(({ janusUrl, iceServers, iceTransportPolicy }) => {
        if (live && janusUrl) warmJanus(janusUrl, { iceServers, policy: iceTransportPolicy });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [sfuLobby, org]);
  useEffect(
    () => () => {
      coolJanus();
      warmPreview(null);
    },
    [],
  );

  const join = useCallback(
    async (choice: JoinChoice) => {
      setPhase('joining');
      clearCallTrace();
      traceCallStep('join');
      try {
        const result = await joinCall(org, callId);
        traceCallStep('join-answered');
        const socket = await syncSocket.open();
        traceCallStep('socket');
        const state = { muted: choice.muted, camera: choice.camera };
        // Asked again when the call's Janus side is opened anew (a lost session): the pin may have changed.
        const renewAccess: RenewAccess = async () => {
          try {
            const again = await joinCall(org, callId);
            return again.janus ? { janus: again.janus } : { refused: 'sfu_unreachable' };
          } catch (error) {
            if (!(error instanceof ApiRequestError)) throw error;
            const code = (error.body as { code?: string } | null)?.code;
            if (code === 'call_ended') return { refused: 'call_ended' };
            if (error.status === 403) return { refused: 'removed_from_call' };
            if (error.status === 404) return { refused: 'removed' };
            throw error;
          }
        };
        const started: CallMedia =
          result.media === 'sfu' && result.janus
            ? new SfuCall(
                callId,
                socket,
                meId,
                result.janus,
                result.iceServers,
                choice.media.stream,
                state,
                result.iceTransportPolicy,
                renewAccess,
              )
            : new MeshCall(
                callId,
                socket,
                result.iceServers,
                choice.media.stream,
                state,
                result.iceTransportPolicy,
              );
        meshRef.current = started;
        window.orbitCall = started;
        started.start();
        saveActiveCall({ callId, muted: choice.muted, camera: choice.camera });
        setMesh(started);
        setPhase('in-call');
      } catch (error) {
        for (const track of choice.media.stream.getTracks()) track.stop();
        const body =
          error instanceof ApiRequestError ? (error.body as { code?: string; message?: string }) : null;
        if (body?.code === 'call_ended') {
          clearActiveCall();
          setPhase('left');
          return;
        }
        if (error instanceof ApiRequestError && error.status === 403) {
          // Removed from this call earlier (a reload, the link opened again): they cannot come back.
          clearActiveCall();
          setPhase('removed');
          return;
        }
        toast.error(body?.message ?? t('call.joinFailed'));
        setPhase('lobby');
      }
    },
    [org, callId, meId, t],
  );

  // A reload while in the call: straight back in, with the same mute and camera state. Accepting a
  // ringing call (`?answer=1`) goes straight in too, with the remembered devices.
  useEffect(() => {
    if (phase !== 'lobby' || rejoining.current) return;
    const active = readActiveCall(callId) ?? (answering ? { callId, muted: false, camera: true } : null);
    if (!active) return;
    rejoining.current = true;
    if (answering) setSearch({}, { replace: true });
    void openLocalMedia({ microphone, camera }).then((media) =>
      join({ media, muted: active.muted, camera: active.camera }),
    );
  }, [phase, callId, microphone, camera, join, answering, setSearch]);

  // Ended by someone else (or everyone left): hang up here too.
  useEffect(() => {
    if (call?.endedAt && (phase === 'in-call' || phase === 'lobby')) {
      hangUp();
      setPhase('left');
    }
  }, [call?.endedAt, phase, hangUp]);

  const refused = useSyncExternalStore(
    mesh?.subscribe ?? noSubscribe,
    () => mesh?.getSnapshot().refused ?? null,
  );
  // A reload restores the microphone and camera as they are now, not as they were when joining.
  const mediaState = useSyncExternalStore(mesh?.subscribe ?? noSubscribe, () => {
    const view = mesh?.getSnapshot();
    return view ? `${view.muted ? 1 : 0}${view.camera ? 1 : 0}` : null;
  });
  useEffect(() => {
    if (mediaState && meshRef.current) {
      saveActiveCall({ callId, muted: mediaState[0] === '1', camera: mediaState[1] === '1' });
    }
  }, [mediaState, callId]);
  useEffect(() => {
    if (refused === 'call_ended') {
      hangUp();
      setPhase('left');
    } else if (refused === 'removed') {
      // Removed from the workspace: out of the call at once, and it is no longer theirs to see.
      hangUp();
      setPhase('missing');
    } else if (refused === 'removed_from_call') {
      // Taken out of the call by whoever started it or an admin: out at once, and told so.
      hangUp();
      setPhase('removed');
    } else if (refused === 'joined_elsewhere') {
      // In the call from another tab or device now (one place per person): this tab hangs up.
      hangUp();
      setPhase('elsewhere');
    }
  }, [refused, hangUp]);

  const leave = async () => {
    hangUp();
    setPhase('left');
    await leaveCall(org, callId).catch(() => undefined);
  };
  const endForAll = async () => {
    try {
      await endCall(org, callId);
      hangUp();
      setPhase('left');
    } catch {
      toast.error(t('call.actionFailed'));
    }
  };
  const removeSomeone = async (userId: string) => {
    try {
      await removeFromCall(org, callId, userId);
    } catch {
      toast.error(t('call.actionFailed'));
    }
  };
  const newMeeting = async () => {
    try {
      navigate(await startCallWith(org, []));
    } catch {
      toast.error(t('contacts.startFailed'));
    }
  };

  if (phase === 'missing') {
    return (
      <div className="calls-page">
        <EmptyState
          icon="phone-missed"
          title={t('call.notFound')}
          action={<Link to={`/${org}/meetings/history`}>{t('call.backToHistory')}</Link>}
        />
      </div>
    );
  }
  if (phase === 'removed') {
    return (
      <div className="calls-page">
        <EmptyState
          icon="hang-up"
          title={t('call.removedYou')}
          action={<Link to={`/${org}/meetings/history`}>{t('call.backToHistory')}</Link>}
        />
      </div>
    );
  }
  if (phase === 'elsewhere') {
    return (
      <div className="calls-page">
        <EmptyState
          icon="hang-up"
          title={t('call.joinedElsewhere')}
          action={
            <Button variant="bordered" icon="phone" onClick={() => setPhase('lobby')}>
              {t('call.joinHere')}
            </Button>
          }
        />
      </div>
    );
  }
  if (phase === 'left') {
    const endedBy = call?.endedBy && call.endedBy !== meId ? peopleById.get(call.endedBy)?.name : undefined;
    return (
      <div className="calls-page">
        <EmptyState
          icon="hang-up"
          title={endedBy ? t('call.endedBy', { name: endedBy }) : t('call.ended')}
          action={
            <div className="call-ended-actions">
              <Link className="call-link" to={`/${org}/meetings/history`}>
                {t('call.backToHistory')}
              </Link>
              <Button variant="bordered" icon="phone" onClick={() => void newMeeting()}>
                {t('call.startAnother')}
              </Button>
            </div>
          }
        />
      </div>
    );
  }
  if (!call || phase === 'loading') {
    return (
      <p className="shell-status" role="status">
        {t('history.loading')}
      </p>
    );
  }
  if (phase === 'in-call' && mesh) {
    const canEnd = call.createdBy === meId || role === 'owner' || role === 'admin';
    return (
      <CallScreen
        call={call}
        mesh={mesh}
        meId={meId}
        people={peopleById}
        speaker={speaker}
        canEnd={canEnd}
        onLeave={() => void leave()}
        onEnd={() => void endForAll()}
        onRemove={(userId) => void removeSomeone(userId)}
      />
    );
  }
  const others = othersOf(call, meId, peopleById, t('call.someone'));
  return (
    <Lobby
      call={call}
      title={call.kind === 'adhoc' || !others ? t('lobby.meeting') : t('lobby.with', { names: others })}
      inCallCount={call.participants.filter((p) => p.state === 'joined').length}
      joining={phase === 'joining'}
      onJoin={(choice) => void join(choice)}
      onPreview={call.media === 'sfu' ? warmPreview : undefined}
    />
  );
}

const noSubscribe = () => () => {};
