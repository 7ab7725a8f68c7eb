import { describe, expect, it } from 'vitest';
import { recordSourceLabel, sourceLinkKind, vdeLinkRequest } from './certificate-record';

describe('source labels', () => {
  it('shows both TÜV directories as TÜV and the other bodies by their names', () => {
    const from = (serviceName: string) => recordSourceLabel({ serviceName, certifyingBody: '' });
    expect(from('tuv-sud')).toBe('TÜV');
    expect(from('tuv-rheinland')).toBe('TÜV');
    expect(from('intertek')).toBe('Intertek');
    expect(from('csa')).toBe('CSA');
  });

  it('labels imported and manual records by their certifying body', () => {
    expect(recordSourceLabel({ serviceName: 'import', certifyingBody: 'TUV' })).toBe('TÜV');
    expect(recordSourceLabel({ serviceName: 'manual', certifyingBody: 'TÜV SÜD' })).toBe('TÜV');
    expect(recordSourceLabel({ serviceName: 'import', certifyingBody: 'ul' })).toBe('UL');
    expect(recordSourceLabel({ serviceName: 'import', certifyingBody: 'Nemko AS' })).toBe(
      'Nemko AS',
    );
  });
});

describe('source links', () => {
  it('resolves VDE through the API, links others directly, and shows no dead link', () => {
    const link = 'https://x.test/a.pdf';
    expect(sourceLinkKind({ serviceName: 'vde', certifyingBody: 'VDE', source: null })).toBe('vde');
    expect(sourceLinkKind({ serviceName: 'import', certifyingBody: 'VDE', source: link })).toBe(
      'vde',
    );
    expect(sourceLinkKind({ serviceName: 'ul', certifyingBody: 'UL', source: link })).toBe(
      'direct',
    );
    expect(sourceLinkKind({ serviceName: 'manual', certifyingBody: 'UL', source: null })).toBe(
      'none',
    );
  });

  it("asks for the VDE link with the component's model and maker", () => {
    expect(
      vdeLinkRequest(
        { componentName: 'X1', manufacturer: 'Acme' },
        { referenceNumber: '40012345' },
      ),
    ).toEqual({ model: 'X1', manufacturer: 'Acme', certificateNo: '40012345' });
  });
});
