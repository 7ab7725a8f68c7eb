/** The authorisation matrix's samples for the technical file (DESIGN.md §10.3). */
import { Role } from '@partproof/shared';
import { once, targeted, type Sample } from './matrix-sample.js';

/** What a DoC needs, with an override: the sides' products have lines without evidence. */
const TECHNICAL_FILE_INPUTS = {
  signatory: { name: 'Erika Mustermann', function: 'Head of Quality' },
  place: 'Stuttgart',
  manufacturerAddress: 'Industriestr. 5, 70565 Stuttgart',
  identification: 'Model AX-200',
  override: { reason: 'Authorisation matrix' },
};

export const TECHNICAL_FILE_SAMPLES: Record<string, Sample> = {
  'technicalFileApi.get': targeted(({ side }) => ({ params: { id: side.productId }, query: {} })),
  'technicalFileApi.generate': targeted(({ side }) => ({
    params: { id: side.productId },
    body: TECHNICAL_FILE_INPUTS,
  })),
  'technicalFileApi.revisions': targeted(({ side }) => ({
    params: { id: side.productId },
    query: {},
  })),
  'technicalFileApi.pack': targeted(async ({ fx, side }) => {
    const res = await fx.t.app.inject({
      method: 'POST',
      url: `/api/product/${side.productId}/technical-file`,
      headers: fx.rohsCallers[Role.Admin].headers,
      payload: TECHNICAL_FILE_INPUTS,
    });
    return {
      params: {
        id: side.productId,
        number: res.json<{ revision: { number: number } }>().revision.number,
      },
    };
  }),
  'technicalFileApi.publicKey': once(() => ({ query: {} })),
  'technicalFileApi.riskTable': once(() => ({ query: {} })),
  'technicalFileApi.saveRiskTable': once(() => ({
    body: { rules: [{ risk: 'high', words: ['cable'], why: 'PVC' }] },
  })),
};
