/** The first thing a keyboard user reaches: jumps past the header to the page's main content (#main). */
export const MAIN_ID = 'main';

export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // Focus, not a URL change: a hash navigation would count as a page view.
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Skip to content
    </a>
  );
}
