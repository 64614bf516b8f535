// Papers and questions named in the page's language (the contracts' names): 'Paper 1' / '卷一', a paper's
// heading without its number twice, 'Question 3' / '第3題' and a Chinese paper's part '甲' as 'Part A'.
import { paperHeading, paperLabel, questionName } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';

export function useReportNames() {
  const locale = useLocale();
  return {
    paper: (no: number) => textIn(paperLabel(no), locale),
    paperHeading: (no: number, title: string) => textIn(paperHeading(no, title), locale),
    question: (label: string) => textIn(questionName(label), locale),
  };
}
