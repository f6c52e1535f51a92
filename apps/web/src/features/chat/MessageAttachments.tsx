import type { AttachmentDto } from '@orbit/shared';
import FileText from 'lucide-react/icons/file-text';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../attachments/formatBytes';

/** Where a message's file is served (to whoever sees the conversation). */
export function messageFileUrl(org: string, messageId: string, fileId: string): string {
  return `/api/orgs/${encodeURIComponent(org)}/chat/messages/${encodeURIComponent(messageId)}/files/${encodeURIComponent(fileId)}`;
}

const isImage = (file: AttachmentDto) => /^image\/(png|jpe?g|gif|webp|avif)$/i.test(file.contentType);

/** A message's files as a grid: pictures as thumbnails, other files as cards (name, size). */
export function MessageAttachments({
  org,
  messageId,
  files,
}: {
  org: string;
  messageId: string;
  files: readonly AttachmentDto[];
}) {
  const { t, i18n } = useTranslation('chat');
  return (
    <ul className="chat-files" aria-label={t('files.label', { count: files.length })}>
      {files.map((file) => {
        const url = messageFileUrl(org, messageId, file.id);
        return (
          <li key={file.id}>
            <a
              className="chat-file"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-image={isImage(file) || undefined}
            >
              {isImage(file) ? (
                <img src={url} alt={file.name} loading="lazy" />
              ) : (
                <>
                  <FileText size={20} aria-hidden="true" />
                  <span className="chat-file-text">
                    <span className="chat-file-name">{file.name}</span>
                    <span className="chat-file-size">{formatBytes(file.size, i18n.language)}</span>
                  </span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
