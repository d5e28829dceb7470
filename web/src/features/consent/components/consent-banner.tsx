import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useConsent } from '../consent-context';
import { isStudentPage } from '../../../lib/student-pages';
import '../consent.css';

/**
 * Spec §9: the banner slides in 300 ms after load and takes about 500 ms to hide once a choice is stored. Never on
 * a student's page (see isStudentPage); a visitor who goes on from one to another page is asked there.
 */
export const BANNER_DELAY_MS = 300;
export const BANNER_HIDE_MS = 500;

export function ConsentBanner() {
  const { consent, choose } = useConsent();
  const onStudentPage = isStudentPage(useLocation().pathname);
  const [chosenAtLoad] = useState(consent !== null);
  const [revealed, setRevealed] = useState(false);
  const [gone, setGone] = useState(chosenAtLoad);

  useEffect(() => {
    if (chosenAtLoad) return;
    const timer = setTimeout(() => setRevealed(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosenAtLoad]);

  useEffect(() => {
    if (consent === null || gone) return;
    const timer = setTimeout(() => setGone(true), revealed ? BANNER_HIDE_MS : 0);
    return () => clearTimeout(timer);
  }, [consent, gone, revealed]);

  const open = revealed && consent === null && !onStudentPage;
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    // While the banner covers the bottom of the page, the page gets room to scroll its footer above it.
    if (!open || !element.current) return;
    document.body.style.paddingBottom = `${element.current.offsetHeight}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [open]);

  if (gone || onStudentPage) return null;
  return (
    <aside
      ref={element}
      className={open ? 'consent-banner is-open' : 'consent-banner'}
      aria-labelledby="consent-banner-title"
      aria-hidden={!open}
      inert={!open}
    >
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id="consent-banner-title">Cookie Consent</h2>
          <p>
            We use cookies to analyze traffic and enhance your experience. Necessary storage is always on; analytics
            cookies are used only if you accept. <Link to={paths.policy.to('cookies')}>Read the cookie policy</Link>.
          </p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="button" onClick={() => choose(true)}>
            Accept
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose(false)}>
            Decline
          </button>
        </div>
      </div>
    </aside>
  );
}
