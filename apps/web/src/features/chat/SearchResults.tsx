import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../lib/dates/formatDay';
import type { ChatPerson } from './conversationNames';
import { messageLink } from './messageLink';
import { snippetParts, useMessageSearch } from './useMessageSearch';

type Props = {
  org: string;
  query: string;
  titles: ReadonlyMap<string, string>;
  people: ReadonlyMap<string, ChatPerson>;
};

/** The list's search across messages: each hit with its conversation, author, day and matching words. */
export function SearchResults({ org, query, titles, people }: Props) {
  const { t, i18n } = useTranslation('chat');
  const { hits, loading, failed } = useMessageSearch(org, query);
  if (query.trim().length < 2) return null;
  const labels = { yesterday: t('day.yesterday'), today: t('day.today'), tomorrow: t('day.tomorrow') };
  return (
    <section aria-labelledby="chat-search-heading">
      <h2 id="chat-search-heading" className="chat-list-section">
        {t('search.messages')}
      </h2>
      {loading && hits.length === 0 && <p className="chat-list-empty">{t('search.searching')}</p>}
      {failed && <p className="chat-list-empty">{t('search.failed')}</p>}
      {!loading && !failed && hits.length === 0 && <p className="chat-list-empty">{t('search.none')}</p>}
      <ul className="chat-list-items">
        {hits.map(({ message, snippet }) => {
          return (
            <li key={message.id}>
              <Link to={messageLink(org, message)} className="chat-search-hit">
                <span className="chat-search-meta">
                  <span className="chat-search-where">
                    {titles.get(message.conversationId) ?? t('someone')}
                  </span>
                  {' · '}
                  {message.authorId ? (people.get(message.authorId)?.name ?? t('someone')) : t('someone')}
                  {' · '}
                  {formatDay(new Date(message.createdAt), new Date(), i18n.language, labels)}
                </span>
                <span className="chat-search-snippet">
                  {snippetParts(snippet).map((part, i) =>
                    part.match ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
                      <mark key={i}>{part.text}</mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
