import Search from 'lucide-react/icons/search';
import { useTranslation } from 'react-i18next';
import { setPaletteOpen } from './paletteStore';

/** The sidebar's way into the palette, for those who do not know Ctrl/Cmd+K. */
export function SidebarSearch() {
  const { t } = useTranslation('palette');
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <li>
      <button
        type="button"
        className="sidebar-link palette-open"
        onClick={() => setPaletteOpen(true)}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      >
        <Search aria-hidden="true" size={16} />
        <span className="sidebar-link-label">{t('open')}</span>
        <span className="palette-kbd" aria-hidden="true">
          {mac ? '⌘K' : 'Ctrl K'}
        </span>
      </button>
    </li>
  );
}
