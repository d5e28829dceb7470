import { useLocation } from 'react-router-dom';
import './shell-placeholder.css';
import { PLACES, isCurrentPlace } from './teacher-places';

/**
 * The teacher shell's outline (top bar, navigation, the page in grey) while the signed-in area's code or the
 * sign-in check is on its way, the first time only. Plain CSS at the shell's own measures, so that the real shell
 * takes its place without a jump; it is in the first download, which Mantine is not.
 */
export function ShellPlaceholder() {
  const { pathname } = useLocation();
  return (
    <div className="shell-placeholder" role="status" aria-label="Loading the page">
      <div className="shell-placeholder__header" aria-hidden="true">
        <span className="shell-placeholder__burger" />
        <span className="brand">CheckIn</span>
      </div>
      <nav className="shell-placeholder__nav" aria-hidden="true">
        {PLACES.map((place) => (
          <span key={place.to} className={isCurrentPlace(place, pathname) ? 'is-current' : undefined}>
            {place.label}
          </span>
        ))}
      </nav>
      <div className="shell-placeholder__main" aria-hidden="true">
        <span className="shell-placeholder__block" style={{ width: '40%', height: 34 }} />
        <span className="shell-placeholder__block" style={{ width: '65%', height: 16 }} />
        <span className="shell-placeholder__block" style={{ height: 150 }} />
        <span className="shell-placeholder__block" style={{ height: 150 }} />
      </div>
    </div>
  );
}
