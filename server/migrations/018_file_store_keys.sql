-- Every file lives in one file store (the data folder or an S3-compatible bucket) under a key such as
-- 'receipts/2026-11/<random>.png'. The path columns, which were relative to RECEIPTS_DIR and SCANS_DIR,
-- now hold keys: receipts/..., scans/... (scanned and blank pages), marked/...; the demo's drawn pages
-- keep their demo/... names. The files still in those folders are listed in file_store_imports under
-- their new keys; the server copies each into the store at start-up and then deletes its row.
create table file_store_imports (
  key            text primary key,
  folder         text not null check (folder in ('receipts', 'scans')),
  relative_path  text not null
);

insert into file_store_imports (key, folder, relative_path)
select 'receipts/' || storage_path, 'receipts', storage_path from receipts
union
select 'scans/' || scan_path, 'scans', scan_path from marked_pages where scan_path not like 'demo/%'
union
select 'marked/' || marked_path, 'scans', marked_path from marked_pages where marked_path not like 'demo/%'
union
select 'scans/' || url, 'scans', url from report_pages where url not like 'demo/%'
on conflict (key) do nothing;

update receipts set storage_path = 'receipts/' || storage_path;
update marked_pages set scan_path = 'scans/' || scan_path where scan_path not like 'demo/%';
update marked_pages set marked_path = 'marked/' || marked_path where marked_path not like 'demo/%';
update report_pages set url = 'scans/' || url where url not like 'demo/%';
