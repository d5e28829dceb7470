import { describe, expect, it } from 'vitest';
import { requestPath } from './request-path.js';

describe('the address a request is routed by', () => {
  it('is the same under /.netlify/functions as without', () => {
    expect(requestPath('/.netlify/functions/api/v1/sessions/x?a=1')).toBe('/api/v1/sessions/x?a=1');
  });

  it('has its repeated slashes as one in the path, and leaves the query alone', () => {
    expect(requestPath('/api/v1/deleteAssessmentTemplateById//abc?next=//x')).toBe(
      '/api/v1/deleteAssessmentTemplateById/abc?next=//x',
    );
  });

  it('loses its encoded NULs', () => {
    expect(requestPath('/api/v1/x%00y?q=a%00b')).toBe('/api/v1/xy?q=ab');
  });
});
