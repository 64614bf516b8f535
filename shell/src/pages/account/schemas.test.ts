// The account forms' schemas load when first used; a check still answers when they cannot be loaded.
import { loadedSchemaIssue } from './forms';
import { schemas } from './schemas';

describe('loaded schema checks', () => {
  it("checks a value with the API's own schema once the schemas are loaded", async () => {
    await expect(loadedSchemaIssue((s) => s.HkMobileSchema, '1234')).resolves.toBe('PHONE_INVALID');
    await expect(loadedSchemaIssue((s) => s.HkMobileSchema, '+852 9123 4567')).resolves.toBeNull();
  });

  it("answers with the catalogue's try-again message when the schemas cannot be downloaded", async () => {
    const offline = () => Promise.reject(new Error('Loading chunk failed'));
    await expect(loadedSchemaIssue((s) => s.Email, 'someone@example.com', offline)).resolves.toBe('INTERNAL');
  });

  it('loads the schemas once for every form', async () => {
    expect(await schemas()).toBe(await schemas());
  });
});
