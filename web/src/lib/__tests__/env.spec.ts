import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';

describe('the web app configuration', () => {
  it('accepts a production build with a tag manager id', () => {
    expect(parseEnv({ PROD: true, VITE_GTM_ID: 'GTM-AB12CD3' })).toMatchObject({
      PROD: true,
      VITE_GTM_ID: 'GTM-AB12CD3',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ PROD: false, VITE_GTM_ID: '' }).VITE_GTM_ID).toBeUndefined();
  });

  it('fails loudly, listing every wrong variable', () => {
    expect(() => parseEnv({ PROD: true, VITE_GTM_ID: 'UA-123', VITE_SALES_EMAIL: 'sales' })).toThrow(
      /Invalid web configuration:\n {2}VITE_GTM_ID: must look like GTM-XXXXXXX\n {2}VITE_SALES_EMAIL: must be an email address/,
    );
  });
});
