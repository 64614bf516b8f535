// Exam texts, papers and questions named in the page's language: an exam's titles and a paper's title from
// their Chinese and English versions (the _zh / _en fields the report calls send), 'Paper 1' / '卷一', a
// paper's heading without its number twice, 'Question 3' / '第3題' and a Chinese paper's part '甲' as 'Part A'.
import { paperHeading, paperLabel, questionName } from '@mockexam/contracts/text';
import { fieldIn, textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';

/** An exam's titles in both languages, as every report call sends them. */
export interface ExamTitles {
  title1_zh: string;
  title1_en: string;
  title2_zh: string;
  title2_en: string;
}

/** A paper's number and its title in both languages. */
export interface PaperTitles {
  paper_no: number;
  title_zh: string;
  title_en: string;
}

export function useReportNames() {
  const locale = useLocale();
  return {
    title1: (exam: ExamTitles) => fieldIn(exam, 'title1', locale),
    title2: (exam: ExamTitles) => fieldIn(exam, 'title2', locale),
    paper: (no: number) => textIn(paperLabel(no), locale),
    paperHeading: (paper: PaperTitles) => textIn(paperHeading(paper.paper_no, fieldIn(paper, 'title', locale)), locale),
    question: (label: string) => textIn(questionName(label), locale),
  };
}
