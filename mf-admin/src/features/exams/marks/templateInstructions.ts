// The marks template's instructions sheet, one line a row, each in English then Chinese. Both languages
// always: the file passes between markers and staff who may read either.
export const MARKS_INSTRUCTIONS: readonly string[] = [
  'Fill in one candidate per row on the sheet "Marks 分數", below the header row. Do not rename, move or delete the header cells, and keep the file in .xlsx format.',
  '在「Marks 分數」工作表的標題列下，每行填寫一名考生。請勿更改、移動或刪除標題，並以 .xlsx 格式儲存檔案。',
  'candidate_no: the candidate number, 8 letters or digits (spaces and dashes are ignored, e.g. 2000 0002).',
  'candidate_no：考生編號，8 個英文字母或數字（空格及連字號會略去，例如 2000 0002）。',
  'The template lists the candidates entered for the exam. name, school and class are there to find the row and are not imported. A row left without any mark is skipped.',
  '範本列出報考此考試的考生。姓名、學校及班別只供找出該行，不會匯入。沒有填寫任何分數的行會略過。',
  'A question column holds the mark: 0 to the full marks, in steps of 0.5. Leave it blank when the candidate did not attempt the question.',
  '題號欄填寫該題分數：0 至滿分，以 0.5 分為單位。考生未有作答請留空。',
  'Multiple choice: type the option or options chosen (B, or A,C); the mark is full marks when they equal the correct answer, else 0. A mark may be typed instead.',
  '多項選擇題：填寫考生所選的選項（例如 B 或 A,C）；與正確答案完全相同得滿分，否則 0 分。亦可直接填寫分數。',
  'Essays with writing criteria: give a mark in every criterion column (<question>.<criterion>). The question column may stay blank; if filled, it must equal the sum of the criteria.',
  '設有評分準則的寫作題：請在每個評分準則欄（<題號>.<準則>）填寫分數。題號欄可以留空；如填寫，須等於各準則分數的總和。',
  'Full-width digits and numbers stored as text are accepted. If any row has an error, nothing is imported: correct the file and import it again.',
  '全形數字及以文字儲存的數字均可接受。如任何一行有錯誤，系統不會匯入任何分數：請修正檔案後再匯入。',
];
