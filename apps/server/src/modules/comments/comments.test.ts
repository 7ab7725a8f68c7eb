import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MaterialCommentEventSchema,
  MSG,
  Role,
  type Comment,
  type Material,
  type PartComment,
} from '@partproof/shared';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { auditOfComment, commentsOf, postApi, saveComment } from '../../../test/comments.js';
import { createCompany, createMaterial, createProduct, signedIn } from '../../../test/factories.js';
import { expectError, fieldErrors } from '../../../test/helpers.js';
import { openFeed } from '../../../test/live-client.js';
import { waitFor } from '../../../test/helpers.js';

type Headers = { authorization: string };

/** Hostile HTML and what the server keeps of it (DESIGN.md §9.8 allowlist). */
const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';
const XSS: [what: string, input: string, kept: string][] = [
  ['a script tag', '<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
  ['an image with onerror', '<img src=x onerror="alert(1)">text', 'text'],
  ['an event handler on an allowed tag', '<p onclick="alert(1)">click</p>', '<p>click</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
  ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
  ['an entity-encoded javascript: link', '<a href="jav&#x61;script:alert(1)">x</a>', 'x'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'x'],
  ['a relative link', '<a href="/admin">x</a>', 'x'],
  [
    'a link with handlers, style, target and rel of its own',
    '<a href="https://example.com/a?b=1&c=2" onclick="x()" style="color:red" target="_self" rel="opener">link</a>',
    `<a href="https://example.com/a?b=1&amp;c=2" ${LINK}>link</a>`,
  ],
  [
    'a mailto link',
    '<a href="mailto:a@example.com">mail</a>',
    `<a href="mailto:a@example.com" ${LINK}>mail</a>`,
  ],
  [
    'SVG with a script',
    '<svg onload="alert(1)"><script>alert(1)</script><text>t</text></svg>after',
    'after',
  ],
  ['MathML with a link', '<math><mi xlink:href="javascript:alert(1)">m</mi></math>m', 'm'],
  [
    'a style attribute',
    '<p style="background:url(javascript:alert(1))">styled</p>',
    '<p>styled</p>',
  ],
  ['a style element', '<style>p{color:red}</style><p>s</p>', '<p>s</p>'],
  ['nested allowed tags', '<b><i><u>nested</u></i></b>', '<b><i><u>nested</u></i></b>'],
  ['unclosed tags', '<p><b>unclosed <i>tags', '<p><b>unclosed <i>tags</i></b></p>'],
  ['a split script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>frame', 'frame'],
  ['a form', '<form action="https://x"><input value="v"><button>b</button></form>', 'b'],
  ['tags outside the list', '<div><span class="x">in div</span></div>', 'in div'],
  ['plain text with brackets', '1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
  [
    'every allowed tag',
    '<p>a<br>b</p><ul><li>1</li></ul><ol><li>2</li></ol><pre><code>x = 1</code></pre><blockquote>q</blockquote><strong>s</strong><em>e</em>',
    '<p>a<br />b</p><ul><li>1</li></ul><ol><li>2</li></ol><pre><code>x = 1</code></pre><blockquote>q</blockquote><strong>s</strong><em>e</em>',
  ],
];

describe('comments on components', () => {
  let t: TestApp;
  let companyId: number;
  let admin: Headers;
  let customer: { user: { id: number; firstName: string; lastName: string }; headers: Headers };
  let colleague: Headers;
  let compliance: Headers;
  let engineer: Headers;
  let stranger: Headers;
  let materialId: number;

  const ownMaterial = async (statusId = 2, overrides: Parameters<typeof createMaterial>[1] = {}) =>
    createMaterial(t.ctx.db, {
      productId: (await createProduct(t.ctx.db, { companyId, statusId })).id,
      ...overrides,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await createCompany(t.ctx.db)).id;
    admin = (await signedIn(t.app, t.ctx.db, { role: Role.Admin })).headers;
    customer = await signedIn(t.app, t.ctx.db, { companyId, firstName: 'Dana', lastName: 'Reyes' });
    colleague = (await signedIn(t.app, t.ctx.db, { companyId })).headers;
    compliance = (await signedIn(t.app, t.ctx.db, { companyId, role: Role.Compliance })).headers;
    engineer = (await signedIn(t.app, t.ctx.db, { companyId, role: Role.Engineer })).headers;
    stranger = (await signedIn(t.app, t.ctx.db)).headers;
    materialId = (await ownMaterial()).id;
  });
  afterAll(() => t.close());

  describe('the server keeps only the allowlist', () => {
    it.each(XSS)('%s', async (_what, input, kept) => {
      const comment = await saveComment(t, customer.headers, materialId, input);
      expect(comment.body).toBe(kept);
      const stored = (await commentsOf(t, colleague, materialId)).data.find(
        (c) => c.id === comment.id,
      );
      expect(stored?.body).toBe(kept);
    });

    it.each([
      ['empty', ''],
      ['only a script', '<script>alert(1)</script>'],
      ['empty paragraphs and breaks', '<p> </p><br><p>&nbsp;</p>'],
      ['only an image', '<img src="https://example.com/x.png">'],
    ])('a body that is %s after sanitising is refused with Required', async (_what, body) => {
      const before = (await commentsOf(t, customer.headers, materialId)).total;
      const res = await postApi(t, 'material/comment/save', customer.headers, {
        entityId: materialId,
        body,
      });
      expectError(res, 400, MSG.required);
      expect(fieldErrors(res, 'body')).toEqual([MSG.required]);
      expect((await commentsOf(t, customer.headers, materialId)).total).toBe(before);
    });

    it('refuses a body over 20,000 characters', async () => {
      const res = await postApi(t, 'material/comment/save', customer.headers, {
        entityId: materialId,
        body: `<p>${'x'.repeat(20_000)}</p>`,
      });
      expectError(res, 400);
    });
  });

  describe('who reads and writes', () => {
    it('answers the comment with its author and the time as YYYY-MM-DD HH:mm; lists oldest first', async () => {
      const material = await ownMaterial();
      const first = await saveComment(t, customer.headers, material.id, '<p>First</p>');
      const second = await saveComment(t, colleague, material.id, 'Second');
      expect(first).toMatchObject({
        entityId: material.id,
        body: '<p>First</p>',
        edited: false,
        author: { id: customer.user.id, firstName: 'Dana', lastName: 'Reyes', profileImage: null },
      });
      expect(first.createdAtText).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(first.createdAtText).toBe(first.createdAt.slice(0, 16).replace('T', ' '));
      const list = await commentsOf(t, engineer, material.id);
      expect(list.total).toBe(2);
      expect(list.data.map((c) => c.id)).toEqual([first.id, second.id]);
    });

    it('an engineer (role 4) and a compliance user comment on their company’s component', async () => {
      const material = await ownMaterial();
      await saveComment(t, engineer, material.id, 'engineer note');
      await saveComment(t, compliance, material.id, 'compliance note');
      expect((await commentsOf(t, customer.headers, material.id)).data.map((c) => c.body)).toEqual([
        'engineer note',
        'compliance note',
      ]);
    });

    it("another company's component answers 404 for every comment call", async () => {
      const comment = await saveComment(t, customer.headers, materialId, 'ours');
      for (const [url, payload] of [
        ['material/comment/save', { entityId: materialId, body: 'theirs' }],
        ['material/comment/getAll', { entityId: materialId }],
        ['material/comment/update', { id: comment.id, body: 'theirs' }],
        ['material/comment/delete', { id: comment.id }],
      ] as const) {
        expectError(await postApi(t, url, stranger, payload), 404);
      }
      expect(
        (await commentsOf(t, customer.headers, materialId)).data.map((c) => c.body),
      ).not.toContain('theirs');
    });

    it('a pending product’s comments are for roles 1 and 3 only', async () => {
      const pending = await ownMaterial(1);
      await saveComment(t, compliance, pending.id, 'before review');
      const res = await postApi(t, 'material/comment/getAll', customer.headers, {
        entityId: pending.id,
      });
      expectError(res, 403, MSG.pendingProduct);
      expectError(
        await postApi(t, 'material/comment/save', engineer, { entityId: pending.id, body: 'x' }),
        403,
        MSG.pendingProduct,
      );
      expect((await commentsOf(t, admin, pending.id)).total).toBe(1);
    });
  });

  describe('editing and deleting', () => {
    it('the author edits their comment; it is marked edited and both changes are audited', async () => {
      const comment = await saveComment(t, customer.headers, materialId, 'draft');
      const res = await postApi(t, 'material/comment/update', customer.headers, {
        id: comment.id,
        body: '<p onclick="x()">final <a href="https://example.com">spec</a></p>',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Comment>()).toMatchObject({
        id: comment.id,
        body: `<p>final <a href="https://example.com" ${LINK}>spec</a></p>`,
        edited: true,
        createdAt: comment.createdAt,
      });
      expect(await auditOfComment(t, comment.id)).toEqual([
        { action: 'material.comment.create', actorId: customer.user.id },
        { action: 'material.comment.update', actorId: customer.user.id },
      ]);
    });

    it('another user, admins included, may not edit it (403); an edit to nothing is refused', async () => {
      const comment = await saveComment(t, customer.headers, materialId, 'mine');
      for (const headers of [colleague, compliance, admin]) {
        expectError(
          await postApi(t, 'material/comment/update', headers, { id: comment.id, body: 'changed' }),
          403,
        );
      }
      expectError(
        await postApi(t, 'material/comment/update', customer.headers, {
          id: comment.id,
          body: '<br>',
        }),
        400,
        MSG.required,
      );
      const stored = (await commentsOf(t, customer.headers, materialId)).data.find(
        (c) => c.id === comment.id,
      );
      expect(stored).toMatchObject({ body: 'mine', edited: false });
    });

    it('the author deletes their comment; another user of the company may not (403)', async () => {
      const comment = await saveComment(t, customer.headers, materialId, 'to go');
      expectError(await postApi(t, 'material/comment/delete', colleague, { id: comment.id }), 403);
      const res = await postApi(t, 'material/comment/delete', customer.headers, { id: comment.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true });
      const ids = (await commentsOf(t, customer.headers, materialId)).data.map((c) => c.id);
      expect(ids).not.toContain(comment.id);
      expect((await auditOfComment(t, comment.id)).map((a) => a.action)).toEqual([
        'material.comment.create',
        'material.comment.delete',
      ]);
      expectError(
        await postApi(t, 'material/comment/delete', customer.headers, { id: comment.id }),
        404,
      );
    });

    it('an admin deletes anyone’s comment, and the audit log names the admin', async () => {
      const comment = await saveComment(t, engineer, materialId, 'off topic');
      const res = await postApi(t, 'material/comment/delete', admin, { id: comment.id });
      expect(res.statusCode, res.body).toBe(200);
      const entries = await auditOfComment(t, comment.id);
      expect(entries.at(-1)?.action).toBe('material.comment.delete');
      expect(entries.at(-1)?.actorId).not.toBe(entries[0]?.actorId);
    });
  });

  it('the material answer counts its own comments (materialComment)', async () => {
    const material = await ownMaterial();
    const get = async () =>
      (await postApi(t, 'material/get', customer.headers, { id: material.id })).json<Material>();
    expect((await get()).materialComment).toBe(0);
    await saveComment(t, customer.headers, material.id, 'one');
    await saveComment(t, colleague, material.id, 'two');
    expect((await get()).materialComment).toBe(2);
    // A component without a part number counts its comments as well.
    const loose = await ownMaterial(2, { partId: null, partNumberSource: 'none' });
    await saveComment(t, customer.headers, loose.id, 'no part');
    const res = await postApi(t, 'material/get', customer.headers, { id: loose.id });
    expect(res.json<Material>().materialComment).toBe(1);
  });

  it('new, changed and deleted comments reach the company’s open pages, not another company’s', async () => {
    const material = await ownMaterial();
    const watcher = await openFeed(t.app, colleague.authorization);
    const outsider = await openFeed(t.app, stranger.authorization);
    try {
      const framesSoFar = (count: number) =>
        waitFor(
          () => {
            const own = watcher.events().filter((m) => m.event === 'materialComment');
            return Promise.resolve(own.length >= count ? own : undefined);
          },
          { what: `${count} materialComment frame(s)` },
        );
      // One change at a time, as people make them: a written comment's frame is loaded by
      // the listener (a reference), so one deleted before that is announced only as deleted.
      const comment = await saveComment(t, customer.headers, material.id, '<b>live</b>');
      await framesSoFar(1);
      await postApi(t, 'material/comment/update', customer.headers, {
        id: comment.id,
        body: 'changed',
      });
      await framesSoFar(2);
      await postApi(t, 'material/comment/delete', customer.headers, { id: comment.id });
      const frames = await framesSoFar(3);
      expect(frames.map((f) => [f.id, f.materialId])).toEqual(
        Array.from({ length: 3 }, () => [material.productId, material.id]),
      );
      // Each frame's data is the shape the shared schema promises the web app.
      const data = frames.map((f) => MaterialCommentEventSchema.parse(f.data));
      expect(data).toMatchObject([
        { action: 'created', comment: { id: comment.id, body: '<b>live</b>', edited: false } },
        { action: 'updated', comment: { id: comment.id, body: 'changed', edited: true } },
        { action: 'deleted', id: comment.id },
      ]);
      // One delivery queue in order: the outsider was offered all three by now.
      expect(outsider.events()).toEqual([]);
    } finally {
      watcher.close();
      outsider.close();
    }
  });

  describe("the Components screen's comments of a part", () => {
    it('lists the comments on every visible use of the part, with the product, and nothing of another company', async () => {
      const part = { manufacturer: 'Murata', componentName: `GRM188R61E225KA12${Date.now()}` };
      const a = await ownMaterial(2, part);
      const b = await ownMaterial(3, part);
      const pending = await ownMaterial(1, part);
      const theirs = await createMaterial(t.ctx.db, part);
      expect(new Set([a.partId, b.partId, pending.partId, theirs.partId]).size).toBe(1);
      const onA = await saveComment(t, customer.headers, a.id, 'on A');
      const onB = await saveComment(t, engineer, b.id, 'on B');
      await saveComment(t, compliance, pending.id, 'on the pending one');
      await saveComment(t, admin, theirs.id, 'on theirs');

      const res = await postApi(t, 'part/comments', customer.headers, { partId: a.partId });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<{ data: PartComment[]; total: number }>();
      expect(list.total).toBe(2);
      expect(list.data.map((c) => [c.id, c.body, c.productId, c.internalReference])).toEqual([
        [onA.id, 'on A', a.productId, a.internalReference],
        [onB.id, 'on B', b.productId, b.internalReference],
      ]);
      expect(list.data[0]?.productName).toMatch(/^Product /);

      const forCompliance = await postApi(t, 'part/comments', compliance, { partId: a.partId });
      expect(forCompliance.json<{ total: number }>().total).toBe(3);
      const forAdmin = await postApi(t, 'part/comments', admin, { partId: a.partId });
      expect(forAdmin.json<{ total: number }>().total).toBe(4);
    });

    it('answers 404 for a part the caller sees no use of', async () => {
      const theirs = await createMaterial(t.ctx.db, { componentName: `ONLY-THEIRS-${Date.now()}` });
      await saveComment(t, admin, theirs.id, 'secret');
      expectError(
        await postApi(t, 'part/comments', customer.headers, { partId: theirs.partId }),
        404,
      );
    });
  });
});
