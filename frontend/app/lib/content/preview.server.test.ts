/**
 * @jest-environment node
 *
 * An article's draft preview links the designers it names as the published page will, so the editor sees
 * what "Also link" and "Never link" do before publishing (record 183).
 */
import { previewParams, signPreview } from '@folio/core/preview-link';
import { hubArticles, hubContent } from '../../../test/fixtures/designerHub';
import { loadDraft } from './preview.server';

const SECRET = 'unit-preview-secret';

jest.mock('./content.server', () => ({ content: jest.requireActual('../../../test/fixtures/designerHub').hubContent }));
jest.mock('../env.server', () => ({ cmsUrl: () => 'http://cms.test', previewSecret: () => 'unit-preview-secret' }));

const draft = { ...hubArticles[1], title: 'A Quiet Season (draft)', neverLinkDesigners: [] };
const cmsAnswer = jest.fn(async () => new Response(JSON.stringify(draft), { status: 200 }));

beforeEach(() => {
  global.fetch = cmsAnswer as unknown as typeof fetch;
});

const previewOf = async (documentId: string) => {
  const params = previewParams(signPreview({ kind: 'articles', documentId, status: 'draft' }, SECRET));
  const result = (await loadDraft(`http://folio.test/preview?${new URLSearchParams(params)}`)) as unknown as {
    data: { designers: { slug: string }[] };
  };
  return result.data;
};

it("gives a draft article's designers as the draft has them, the editor's choices included", async () => {
  const { designers } = await previewOf(draft.documentId);
  expect(cmsAnswer).toHaveBeenCalledWith(
    expect.stringContaining(`/api/catalog/preview/articles/${draft.documentId}/draft`),
    expect.anything(),
  );
  // The draft no longer refuses A.P.C.: named in the text, it is linked; Yohji Yamamoto is added by the editor.
  expect(designers.map((designer) => designer.slug)).toEqual(['comme-des-garçons', 'a.p.c.', 'yohji-yamamoto']);
});

it('still previews the draft, without designer links, while the catalogs cannot be read', async () => {
  const scans = jest.spyOn(hubContent, 'scans').mockRejectedValueOnce(new Error('CMS away'));
  const { designers } = await previewOf(draft.documentId);
  expect(designers).toEqual([]);
  scans.mockRestore();
});
