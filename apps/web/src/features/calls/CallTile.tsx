import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { MediaView } from './MediaView';

export type TileModel = {
  key: string;
  userId: string;
  name: string;
  avatarUrl: string | null;
  stream: MediaStream | null;
  kind: 'person' | 'screen';
  local: boolean;
  muted: boolean;
  camera: boolean;
  connection: RTCPeerConnectionState | 'reconnecting' | 'local';
};

type Props = { tile: TileModel; speaking: boolean };

/** One tile of the grid: a person's camera (or their initials) with their name, or a shared screen. */
export function CallTile({ tile, speaking }: Props) {
  const { t } = useTranslation('calls');
  const title =
    tile.kind === 'screen'
      ? tile.local
        ? t('call.youScreen')
        : t('call.screenOf', { name: tile.name })
      : tile.name;
  const showVideo = tile.stream !== null && (tile.kind === 'screen' || tile.camera);
  const status =
    tile.connection === 'reconnecting'
      ? t('call.reconnecting')
      : tile.connection === 'connected' || tile.connection === 'local'
        ? null
        : t('call.connecting');
  return (
    <li
      className="call-tile"
      data-kind={tile.kind}
      data-speaking={speaking ? 'true' : undefined}
      data-connection={tile.connection}
      data-user-id={tile.userId}
      aria-label={title}
    >
      {showVideo ? (
        <MediaView
          stream={tile.stream}
          mirrored={tile.local && tile.kind === 'person'}
          className="call-tile-video"
          label={title}
        />
      ) : (
        <div className="call-tile-avatar">
          <Avatar person={{ id: tile.userId, name: tile.name, imageUrl: tile.avatarUrl }} size={72} />
        </div>
      )}
      <div className="call-tile-caption">
        {tile.kind === 'person' && tile.muted && (
          <span className="call-tile-muted" role="img" aria-label={t('call.muted')}>
            <Icon name="mic-off" size={14} />
          </span>
        )}
        <span className="call-tile-name">{title}</span>
        {speaking && <span className="visually-hidden">{t('call.speaking')}</span>}
        {status && <span className="call-tile-status">{status}</span>}
      </div>
    </li>
  );
}
