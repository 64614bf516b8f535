// Which remote's copy serves a page: the route patterns of /remotes.json matched segment by segment.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { copyFileOf } from '@mockexam/contracts';
import { matchesPattern, owner } from '../../src/modules/static/remote-copy';

describe('remote copies: route patterns', () => {
  it("a ':param' segment takes any one non-empty segment; literal segments must be equal", () => {
    assert.equal(matchesPattern('fps_payment/:id', 'fps_payment/E2026000123'), true);
    assert.equal(matchesPattern('enrolment', 'enrolment'), true);
    assert.equal(matchesPattern('exam-report/m/:exam', 'exam-report/m/12'), true);
    for (const page of ['fps_payment', 'fps_payment/', 'fps_payment/a/b', 'csh_payment/a', 'fps_payment_x/a']) {
      assert.equal(matchesPattern('fps_payment/:id', page), false, page);
    }
    assert.equal(matchesPattern('enrolment', 'enrolment/more'), false);
    assert.equal(matchesPattern('exam-report/m/:exam', 'exam-report/d/12'), false);
  });

  it("a copy's file is named from its pattern, with file-system-safe parameter segments", () => {
    assert.equal(copyFileOf('enrolment'), 'enrolment.json');
    assert.equal(copyFileOf('fps_payment/:id'), 'fps_payment/_id_.json');
    assert.equal(copyFileOf('school/school-report/:exam'), 'school/school-report/_exam_.json');
  });

  it('the owner is the remote whose route matches, at its current version; a literal route wins over a pattern', () => {
    const remotes = {
      'mf-payment': {
        manifest: '/remotes/mf-payment/v1/mf-manifest.json',
        routes: [
          { path: 'fps_payment/:id', access: 'candidate' as const },
          { path: 'admission-ticket', access: 'candidate' as const },
        ],
      },
      'mf-report': {
        manifest: '/remotes/mf-report/v2/mf-manifest.json',
        routes: [
          { path: 'exam-report/:kind/:exam', access: 'candidate' as const },
          { path: 'exam-report/m/:exam', access: 'candidate' as const },
        ],
      },
    };
    assert.deepEqual(owner(remotes, 'fps_payment/E1'), {
      name: 'mf-payment',
      version: 'v1',
      pattern: 'fps_payment/:id',
    });
    assert.deepEqual(owner(remotes, 'admission-ticket'), {
      name: 'mf-payment',
      version: 'v1',
      pattern: 'admission-ticket',
    });
    assert.deepEqual(owner(remotes, 'exam-report/m/3'), {
      name: 'mf-report',
      version: 'v2',
      pattern: 'exam-report/m/:exam',
    });
    assert.equal(owner(remotes, 'exam-report/d/3')?.pattern, 'exam-report/:kind/:exam');
    assert.equal(owner(remotes, 'fps_payment'), null);
    assert.equal(owner(remotes, 'nothing'), null);
  });
});
