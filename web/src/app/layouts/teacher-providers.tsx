import { type CSSVariablesResolver, type MantineColorsTuple, MantineProvider, createTheme } from '@mantine/core';
import '@mantine/core/styles.layer.css';
import { setNonce } from 'get-nonce';
import { type ReactNode, lazy } from 'react';
import { type FeatureSlots, FeatureSlotsContext } from '../../lib/feature-slots';

/** Shades around the product's primary colour, #2b59c3 at index 6 (Mantine's default shade). */
const brand: MantineColorsTuple = [
  '#eef3fc',
  '#dbe4f7',
  '#b4c7ee',
  '#8aa8e4',
  '#6790dc',
  '#4f7fd6',
  '#2b59c3',
  '#2450ad',
  '#1d4699',
  '#143a86',
];

const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  defaultRadius: 'md',
  focusRing: 'auto',
  // A dialog's × button has no words of its own: it is named here, unless the dialog names it better.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's dimmed grey (gray 6) is 3.3:1 on white, too faint for the fields' descriptions and secondary text:
 * gray 7 reads at 7:1 (WCAG AA asks 4.5:1).
 */
const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] },
  dark: {},
});

/** The pieces one feature shows of another's (lib/feature-slots), each loaded when first opened. */
const SLOTS: FeatureSlots = {
  Preview: lazy(() => import('../../features/checkin/preview/checkin-preview')),
  Builder: lazy(() =>
    import('../../features/templates/components/template-builder').then((m) => ({ default: m.TemplateBuilder })),
  ),
  StudentViewSample: lazy(() => import('../../features/checkin/preview/student-view-sample')),
};

/**
 * The nonce the page was served with (see the API's web-app.ts): the style elements of Mantine and of its dialogs
 * carry it, the only ones the page's content security policy admits. None under the dev server and in tests, where
 * no policy applies.
 */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="style-nonce"]')?.content ?? '';
const getStyleNonce = () => styleNonce;
// The style element a dialog adds while it keeps the page from scrolling (react-remove-scroll) takes it from here.
setNonce(styleNonce);

/**
 * Mantine, for the signed-in area only: the student and public pages never load it (size budget); and the features'
 * slots.
 */
export function TeacherProviders({ children }: { children: ReactNode }) {
  return (
    // Under vitest, Mantine's test mode: no transitions and no hiding of popovers whose target has no layout.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={getStyleNonce}
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      <FeatureSlotsContext.Provider value={SLOTS}>{children}</FeatureSlotsContext.Provider>
    </MantineProvider>
  );
}
