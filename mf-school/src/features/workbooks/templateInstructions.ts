// The template's instructions sheet, one line a row, each in English then Chinese. Both languages always:
// the file is shared among teachers who may read either.
export const templateInstructions = (): string[] => [
  'Fill in one student per row on the sheet "Candidates 考生", below the headers. The example row (2C, 陳大文) is skipped on import; you may delete it.',
  '在「Candidates 考生」工作表的標題下，每行填寫一名學生。範例行（2C、陳大文）匯入時會略去，可以刪除。',
  'Class: at most 8 characters, such as 2C.',
  '班別：最多 8 個字元，例如 2C。',
  "Student name: the student's full name in Chinese or English.",
  '學生姓名：學生的中文或英文全名。',
  'Student number: numeric, such as 1, 2.',
  '學號：只可填寫數字，例如 1、2。',
  'Language version: Chinese or English.',
  '語文版本：中文或英文（Chinese 或 English）。',
  'Importing this file replaces and clears the whole list of this subject that is already in the system.',
  '匯入此檔案會取代並清除系統內此科目現有的整份名單。',
  'Do not rename, move or delete the columns or their headers, and keep the file in .xlsx format.',
  '請勿更改、移動或刪除各欄及其標題，並以 .xlsx 格式儲存檔案。',
];
