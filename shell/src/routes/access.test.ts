import { decide } from './access';

describe('route guards (spec section 4)', () => {
  it('sends visitors to the matching login', () => {
    expect(decide('candidate', null)).toEqual({ redirect: 'login', rememberFrom: true });
    expect(decide('school', null)).toEqual({ redirect: 'school/login', rememberFrom: true });
    expect(decide('staff', null)).toEqual({ redirect: 'admin/login', rememberFrom: true });
  });

  it('sends a school user away from candidate pages to school home', () => {
    expect(decide('candidate', 'school')).toEqual({ redirect: 'school/home' });
    expect(decide('candidate', 'candidate')).toEqual({ allow: true });
    expect(decide('candidate', 'school_candidate')).toEqual({ allow: true });
  });

  it('sends a non-school user away from school pages to home', () => {
    expect(decide('school', 'candidate')).toEqual({ redirect: '' });
    expect(decide('school', 'school_candidate')).toEqual({ redirect: 'exam-result-list' });
    expect(decide('school', 'school')).toEqual({ allow: true });
  });

  it('keeps staff pages for staff', () => {
    expect(decide('staff', 'candidate')).toEqual({ redirect: '' });
    expect(decide('staff', 'school')).toEqual({ redirect: 'school/home' });
    expect(decide('staff', 'staff')).toEqual({ allow: true });
  });

  it('sends logged-in users from login pages to their home', () => {
    expect(decide('guest', 'candidate')).toEqual({ redirect: '' });
    expect(decide('guest', 'school')).toEqual({ redirect: 'school/home' });
    expect(decide('guest', 'school_candidate')).toEqual({ redirect: 'exam-result-list' });
    expect(decide('staff-guest', 'staff')).toEqual({ redirect: 'admin/home' });
    expect(decide('guest', null)).toEqual({ allow: true });
    expect(decide('marker-guest', 'marker')).toEqual({ redirect: 'marking' });
    expect(decide('marker-guest', 'staff')).toEqual({ redirect: 'admin/home' });
    expect(decide('marker-guest', null)).toEqual({ allow: true });
  });

  it("keeps the marking pages for markers, and sends a marker from anyone else's pages to marking", () => {
    expect(decide('marker', null)).toEqual({ redirect: 'marking/login', rememberFrom: true });
    expect(decide('marker', 'marker')).toEqual({ allow: true });
    expect(decide('marker', 'staff')).toEqual({ redirect: 'admin/home' });
    expect(decide('marker', 'candidate')).toEqual({ redirect: '' });
    expect(decide('marker', 'school')).toEqual({ redirect: 'school/home' });
    expect(decide('staff', 'marker')).toEqual({ redirect: 'marking' });
    expect(decide('school', 'marker')).toEqual({ redirect: 'marking' });
    expect(decide('candidate', 'marker')).toEqual({ redirect: 'marking' });
    expect(decide('authenticated', 'marker')).toEqual({ allow: true });
  });
});
