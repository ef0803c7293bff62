import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/*
 * Full-text search over products (ARCHITECTURE §5), kept up to date by the database itself whenever a product or a
 * category name changes. Indexed: the product name, the brand and the name of the product's category ("shelf").
 * Both indexes see the same words as the server's tokenizer (db/search/search-tokens.ts): lower case, accents
 * removed, runs of a–z and 0–9. Singular and plural are matched at query time against the catalogue's own
 * vocabulary, not by a stemmer: PostgreSQL's `italian` stemmer merges burrata with burro and limonata with limone.
 */

// Every Latin-1 and Latin Extended-A letter that NFD splits into an ASCII letter and marks, and that letter.
const ACCENTED =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž';
const UNACCENTED =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz';

async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`
    create virtual table products_fts using fts5(
      name, brand, shelf,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3 4',
      detail = none
    )`.execute(db);
  const shelfOf = (column: string) => sql.raw(`(select c.name from categories c where c.id = ${column})`);
  await sql`
    create trigger products_fts_after_insert after insert on products begin
      insert into products_fts (rowid, name, brand, shelf)
      values (new.id, new.name, new.brand, ${shelfOf('new.category_id')});
    end`.execute(db);
  await sql`
    create trigger products_fts_after_update after update of name, brand, category_id on products begin
      delete from products_fts where rowid = old.id;
      insert into products_fts (rowid, name, brand, shelf)
      values (new.id, new.name, new.brand, ${shelfOf('new.category_id')});
    end`.execute(db);
  await sql`
    create trigger products_fts_after_delete after delete on products begin
      delete from products_fts where rowid = old.id;
    end`.execute(db);
  await sql`
    create trigger categories_fts_after_rename after update of name on categories begin
      update products_fts set shelf = new.name
      where rowid in (select id from products where category_id = new.id);
    end`.execute(db);
  await sql`
    insert into products_fts (rowid, name, brand, shelf)
    select p.id, p.name, p.brand, c.name from products p join categories c on c.id = p.category_id`.execute(
    db,
  );
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  // translate() and regexp_replace() are immutable, unlike unaccent(), so this may feed an index.
  await sql`
    create function spesa_search_fold(value text) returns text
    language sql immutable parallel safe
    as $$ select trim(regexp_replace(lower(translate(value, ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)})), '[^a-z0-9]+', ' ', 'g')) $$`.execute(
    db,
  );
  await sql`alter table products add column search_vector tsvector`.execute(db);
  await sql`
    create function products_search_vector() returns trigger
    language plpgsql
    as $$
    begin
      new.search_vector := to_tsvector('simple', spesa_search_fold(
        new.name || ' ' || new.brand || ' ' ||
        coalesce((select c.name from categories c where c.id = new.category_id), '')));
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger products_search_vector_before_write
    before insert or update of name, brand, category_id on products
    for each row execute function products_search_vector()`.execute(db);
  await sql`
    create function categories_search_vector() returns trigger
    language plpgsql
    as $$
    begin
      update products set name = name where category_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger categories_search_vector_after_rename
    after update of name on categories
    for each row when (old.name is distinct from new.name)
    execute function categories_search_vector()`.execute(db);
  await sql`update products set name = name`.execute(db);
  await sql`create index products_search_idx on products using gin (search_vector)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger categories_search_vector_after_rename on categories`.execute(db);
    await sql`drop function categories_search_vector()`.execute(db);
    await sql`drop trigger products_search_vector_before_write on products`.execute(db);
    await sql`drop function products_search_vector()`.execute(db);
    await sql`drop index products_search_idx`.execute(db);
    await sql`alter table products drop column search_vector`.execute(db);
    await sql`drop function spesa_search_fold(text)`.execute(db);
    return;
  }
  for (const trigger of [
    'categories_fts_after_rename',
    'products_fts_after_delete',
    'products_fts_after_update',
    'products_fts_after_insert',
  ]) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table products_fts`.execute(db);
}
