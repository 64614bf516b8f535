-- Exams as a publisher runs them: any number of exams of a cycle and subject (Mock 1, Mock 2), told
-- apart by their titles; an exam staff archive leaves the back office's lists but keeps its released
-- reports; and every exam text a reader sees in both languages.

alter table exams drop constraint exams_cycle_subject;
create index exams_cycle_subject on exams (cycle_id, subject_code);

-- Set when staff archive the exam; null while it is in use.
alter table exams add column archived_at timestamptz;

-- Each text was written in one language. It fills both columns, so no reader meets an empty title:
-- the language it was written in is right, and staff correct the other one in the back office.
alter table exams add column title1_zh text;
alter table exams add column title1_en text;
alter table exams add column title2_zh text not null default '';
alter table exams add column title2_en text not null default '';
update exams set title1_zh = title1, title1_en = title1, title2_zh = title2, title2_en = title2;
alter table exams alter column title1_zh set not null;
alter table exams alter column title1_en set not null;
alter table exams drop column title1;
alter table exams drop column title2;

alter table exam_papers add column title_zh text;
alter table exam_papers add column title_en text;
update exam_papers set title_zh = title, title_en = title;
alter table exam_papers alter column title_zh set not null;
alter table exam_papers alter column title_en set not null;
alter table exam_papers drop column title;

-- The assessed ability is the publisher's own wording. Sections ('A', 'B') and genres ('classical',
-- 'vernacular') are codes the grading run reads and the contracts name in both languages.
alter table questions add column ability_zh text;
alter table questions add column ability_en text;
update questions set ability_zh = ability, ability_en = ability;
alter table questions drop column ability;
alter table questions add constraint questions_ability_both
  check ((ability_zh is null) = (ability_en is null));
