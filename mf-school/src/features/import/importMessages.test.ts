// The school import's row messages speak of the template's columns by their names and say the limits the
// schema checks, in both languages.
import { messages, SCHOOL_TEMPLATE_COLUMNS, StudentClass } from '@mockexam/contracts';

const column = (field: string) => SCHOOL_TEMPLATE_COLUMNS.find((c) => c.field === field)!;

describe('school import messages', () => {
  it("name the language column as the template does (語文版本, 'Language version')", () => {
    expect(messages.LANGUAGE_VERSION_REQUIRED['zh-hk']).toBe(`請選擇${column('language_version')['zh-hk']}`);
    expect(messages.LANGUAGE_VERSION_REQUIRED.en.toLowerCase()).toContain(column('language_version').en.toLowerCase());
  });

  it("give the class name's limit in both languages, the one the schema checks", () => {
    expect(StudentClass.safeParse('123456789').error?.issues[0]?.message).toBe('CLASS_TOO_LONG');
    expect(StudentClass.safeParse('12345678').success).toBe(true);
    // The spec's words kept, the limit added.
    expect(messages.CLASS_TOO_LONG.en).toBe('Class name is too long... (at most 8 characters)');
    expect(messages.CLASS_TOO_LONG['zh-hk']).toContain('最多8個字元');
  });
});
