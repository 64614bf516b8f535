-- A paper's layout: how many pages its answer book has, where on which pages each question is
-- answered (regions drawn on the page as fractions of its width and height), and a sample page image
-- per page for staff to draw on. The answer books are printed from it and scan intake reads it.

-- 64 is ANSWER_BOOK_MAX_PAGES of the contracts (the answer book code's page number is bounded by it).
alter table exam_papers add column page_count smallint not null default 1 check (page_count between 1 and 64);

-- The pages a question's page_location lists (the spec's comma list), as integers; text that is no
-- page number is left out.
create function page_location_pages(location text) returns int[] language sql immutable as $$
  select coalesce(array_agg(distinct part::int order by part::int), '{}')
    from unnest(string_to_array(replace(location, ' ', ''), ',')) part
   where part ~ '^[0-9]{1,3}$'
$$;

-- Existing papers have as many pages as their report pages and their questions' pages reach.
update exam_papers p
   set page_count = least(64, greatest(1,
         coalesce((select max(rp.page) from report_pages rp where rp.exam_paper_id = p.id), 1),
         coalesce((select max(n) from questions q, unnest(page_location_pages(q.page_location)) n
                    where q.exam_paper_id = p.id), 1)));

-- Every page of a paper has its report page. url names the blank page's file; a page added by the
-- layout has none (null: the report shows its placeholder).
alter table report_pages alter column url drop not null;
insert into report_pages (exam_paper_id, page, page_number, url)
select p.id, g, g, null from exam_papers p, generate_series(1, p.page_count) g
    on conflict (exam_paper_id, page) do nothing;

-- Where a question is answered, one row per rectangle: x and y of the top left corner, w and h, as
-- fractions of the page (0 to 1, four decimals: a tenth of a millimetre on A4).
create table question_regions (
  id           bigint generated always as identity primary key,
  question_id  bigint not null references questions (id) on delete cascade,
  page         smallint not null check (page between 1 and 64),
  x            numeric(5, 4) not null check (x >= 0),
  y            numeric(5, 4) not null check (y >= 0),
  w            numeric(5, 4) not null check (w > 0),
  h            numeric(5, 4) not null check (h > 0),
  check (x + w <= 1 and y + h <= 1)
);
create index question_regions_question on question_regions (question_id);

-- A sample of the printed page (a key in the file store), shown under the regions while staff draw.
create table paper_page_images (
  exam_paper_id  bigint not null references exam_papers (id) on delete cascade,
  page           smallint not null check (page between 1 and 64),
  file_key       text not null,
  uploaded_at    timestamptz not null default now(),
  primary key (exam_paper_id, page)
);

-- Writers other than the layout (question lists, the demo seed) may name pages beyond page_count:
-- the paper grows to reach them, and once it has report pages, the pages between are added, so the
-- report's pages and scan intake's pages stay 1 to page_count.
create function paper_pages_follow() returns trigger language plpgsql as $$
declare
  reach int;
begin
  if tg_table_name = 'questions' then
    select max(n) into reach from unnest(page_location_pages(new.page_location)) n;
  else
    reach := new.page;
  end if;
  if reach is null then
    return null;
  end if;
  update exam_papers set page_count = least(64, reach) where id = new.exam_paper_id and page_count < reach;
  if tg_table_name = 'questions' and exists (select 1 from report_pages where exam_paper_id = new.exam_paper_id) then
    insert into report_pages (exam_paper_id, page, page_number, url)
    select p.id, g, g, null from exam_papers p, generate_series(1, p.page_count) g where p.id = new.exam_paper_id
        on conflict (exam_paper_id, page) do nothing;
  end if;
  return null;
end
$$;

create trigger questions_pages_follow after insert or update of page_location on questions
  for each row execute function paper_pages_follow();
create trigger report_pages_follow after insert on report_pages
  for each row execute function paper_pages_follow();
