import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";

/**
 * `n` varied assessments in one INSERT ... SELECT: names, e-mails and phones that differ, every
 * property and service type, a third with pets, one every 5 minutes back from now.
 */
export async function seedAssessments(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    insert into job_assessments (full_name, phone_number, email, postcode, property_type, property_size, service_type, add_on_options,
                                 frequency, pets, pet_type, preferred_ingredients, special_requirements, submitted_at)
    select (array['Jane','Bob','Carla','Dan','Eve','Frank','Grace','Hugo','Ines','Jules'])[1 + i % 10] || ' ' ||
             (array['Doe','Smith','Jones','Tremblay','Roy','Gagnon','Lee','Martin','Brown','Wilson','Côté','O''Neil'])[1 + (i / 10) % 12] || ' ' || i,
           lpad((200 + i % 800)::text, 3, '0') || '-555-' || lpad((i % 10000)::text, 4, '0'),
           'user' || i || '@example.com',
           'K1A 0B1',
           string_to_array((array['home','apartment','condo','office,clinic','retail','airbnb','move-in-out','post-construction','facility','home,office'])[1 + i % 10], ','),
           '2 Bedrooms',
           string_to_array((array['regular','deep','eco-friendly','deep,specialty','regular,eco-friendly'])[1 + i % 5], ','),
           case when i % 5 = 3 then '{floor-polishing,oven}'::text[] else '{}'::text[] end,
           'weekly',
           i % 3 = 0,
           case when i % 3 = 0 then 'Dog' end,
           (array['eco-friendly','standard','no-preference'])[1 + i % 3],
           case when i % 4 = 0 then 'Please use the side door, "quietly", and call ahead' end,
           now() - i * interval '5 minutes'
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`analyze job_assessments`);
}

/**
 * `n` varied leads in one INSERT ... SELECT: names, e-mails (a tenth without) and phones that
 * differ, every status (New most often), service type, category and source, a third from the
 * capture form, one every 10 minutes back from now.
 */
export async function seedLeads(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    insert into leads (full_name, phone_number, email, address, service_type, client_category, source, lead_status, assigned_staff,
                       property_type, property_size, frequency, pets, preferred_ingredients, created_at, updated_at)
    select (array['Jane','Bob','Carla','Dan','Eve','Frank','Grace','Hugo','Ines','Jules'])[1 + i % 10] || ' ' ||
             (array['Doe','Smith','Jones','Tremblay','Roy','Gagnon','Lee','Martin','Brown','Wilson','Côté','O''Neil'])[1 + (i / 10) % 12] || ' ' || i,
           '(' || lpad((200 + i % 800)::text, 3, '0') || ') 555-' || lpad((i % 10000)::text, 4, '0'),
           case when i % 10 <> 0 then 'lead' || i || '@example.com' end,
           case when i % 2 = 0 then i || ' Main St, Ottawa' end,
           (array['Cleaning Service','Commercial Cleaning','Deep Cleaning','Eco-Friendly Cleaning','Healthcare Cleaning'])[1 + i % 5],
           (array['Individual','Business','Healthcare Facility','Property Manager'])[1 + i % 4],
           (array['Website','Referral','Phone Call','Email','Social Media','Walk-In'])[1 + i % 6],
           (array['New','New','New','New','Contacted','Contacted','In Progress','In Progress','Converted','Lost'])[1 + (i / 3) % 10],
           case when i % 4 = 0 then 'Marie' end,
           case when i % 3 = 0 then (array['house','apartment','condo','office','retail'])[1 + i % 5] end,
           case when i % 3 = 0 then 'medium' end,
           case when i % 3 = 0 then 'weekly' end,
           case when i % 3 = 0 then i % 2 = 0 end,
           case when i % 3 = 0 then 'standard' end,
           now() - i * interval '10 minutes',
           now() - i * interval '10 minutes'
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`analyze leads`);
}

/**
 * `n` varied clients in one INSERT ... SELECT (names, e-mails with a tenth without, phones that
 * differ, a fifth in French, one every 10 minutes back from now), each with a complete service
 * address and every third with a second one.
 */
export async function seedClients(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    insert into clients (full_name, email, phone_number, language, notes, created_at, updated_at)
    select (array['Jane','Bob','Carla','Dan','Eve','Frank','Grace','Hugo','Ines','Jules'])[1 + i % 10] || ' ' ||
             (array['Doe','Smith','Jones','Tremblay','Roy','Gagnon','Lee','Martin','Brown','Wilson','Côté','O''Neil'])[1 + (i / 10) % 12] || ' ' || i,
           case when i % 10 <> 0 then 'client' || i || '@example.com' end,
           '(' || lpad((200 + i % 800)::text, 3, '0') || ') 555-' || lpad((i % 10000)::text, 4, '0'),
           case when i % 5 = 0 then 'fr' else 'en' end,
           case when i % 4 = 0 then 'Side door; call ahead' end,
           now() - i * interval '10 minutes',
           now() - i * interval '10 minutes'
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`
    insert into client_addresses (client_id, street, city, province, postal_code, position)
    select id, (row_number() over ()) || ' Main St', 'Ottawa', 'ON', 'K1A 0B1', 0 from clients
    union all
    select id, (row_number() over ()) || ' Bank St', 'Ottawa', 'ON', 'K2P 1L4', 1 from clients where abs(hashtext(id::text)) % 3 = 0`);
  await db.execute(sql`analyze clients`);
  await db.execute(sql`analyze client_addresses`);
}

/** `n` quotes spread over the clients: every status, sent ones over the last 120 days, some expired. */
export async function seedQuotes(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) as k, count(*) over () as total from clients),
         a as (select distinct on (client_id) client_id, id from client_addresses order by client_id, position)
    insert into quotes (number, client_id, address_id, title, status, version, lines, province, taxes, subtotal_cents, tax_cents, total_cents,
                        quote_date, valid_until, sent_at, created_at, updated_at, terms_version, terms_text)
    select 'Q-2026-' || lpad(i::text, 5, '0'), c.id, a.id,
           (array['Deep cleaning','Weekly cleaning','Move-out clean','Office cleaning','Windows and floors'])[1 + i % 5] || ' ' || i,
           (array['draft','sent','sent','accepted','declined','void'])[1 + i % 6], 1,
           jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'description', 'Cleaning', 'quantity', 1, 'unitPriceCents', 10000 + i % 50000, 'lineTotalCents', 10000 + i % 50000, 'optional', false)),
           'ON', jsonb_build_array(jsonb_build_object('code', 'HST', 'rate', 13000, 'registrationNumber', null, 'amountCents', round((10000 + i % 50000) * 0.13))),
           10000 + i % 50000, round((10000 + i % 50000) * 0.13), 10000 + i % 50000 + round((10000 + i % 50000) * 0.13),
           (now() - (i % 120) * interval '1 day')::date, (now() - (i % 120) * interval '1 day' + interval '30 days')::date,
           case when i % 6 <> 0 then now() - (i % 120) * interval '1 day' end,
           now() - i * interval '3 minutes', now() - i * interval '3 minutes', '2026-11-01', 'Terms'
    from generate_series(1, ${n}) as i
    join c on c.k = 1 + i % c.total
    join a on a.client_id = c.id`);
  await db.execute(sql`analyze quotes`);
}

/**
 * `n` invoices over the last two years, spread over the clients (run seedClients first), numbered
 * F-yyyy-nnnn in issue order within each year (five digits past 9999, as nextDocumentNumber writes them): drafts among the last days' (no number or dates),
 * one in fifty void (numbered, with a reason), most older ones paid (with their payment), the last
 * six weeks' mostly outstanding or overdue, and one older one in twenty-five still owed (overdue
 * for months), some partly paid. Ontario HST; terms on receipt, net 15 and net 30. The invoice
 * counters are set past the seeded numbers, so an invoice issued afterwards gets the next one.
 * (Clients are taken by a step of 7919, a prime: each status falls on many clients.)
 */
export async function seedInvoices(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) as k from clients),
         a as (select distinct on (client_id) client_id, id from client_addresses order by client_id, position),
         today as (select (now() at time zone 'America/Toronto')::date as d),
         base as (
           select i, today.d - (i::bigint * 730 / ${n})::int as day,
                  (array['net_15','net_30','on_receipt','net_15'])[1 + i % 4] as terms,
                  8000 + (i * 37) % 60000 as subtotal,
                  (array['Weekly cleaning','Deep cleaning','Move-out clean','Office cleaning','Windows and floors','Post-construction clean'])[1 + i % 6] as service
           from generate_series(1, ${n}) as i, today),
         shaped as (
           select b.*, round(b.subtotal * 0.13)::bigint as tax,
                  case when b.day > (select d from today) - 3 and b.i % 4 = 0 then 'draft'
                       when b.i % 50 = 0 then 'void'
                       when b.day > (select d from today) - 45 then (array['issued','issued','paid'])[1 + b.i % 3]
                       when b.i % 25 = 1 then 'issued'
                       else 'paid' end as status,
                  b.day + (case b.terms when 'net_15' then 15 when 'net_30' then 30 else 0 end) as due
           from base b),
         numbered as (
           select s.*, row_number() over (partition by s.status <> 'draft', extract(year from s.day) order by s.day, s.i) as rn
           from shaped s)
    insert into invoices (number, kind, client_id, address_id, title, status, lines, province, taxes, subtotal_cents, tax_cents, total_cents,
                          paid_cents, terms, issue_date, due_date, void_reason, voided_at, paid_at, created_at, updated_at)
    select case when x.status <> 'draft' then 'F-' || extract(year from x.day) || '-' || lpad(x.rn::text, greatest(4, length(x.rn::text)), '0') end,
           'standard', c.id, a.id, x.service || ' ' || x.i, x.status,
           jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'description', x.service, 'quantity', 1, 'unitPriceCents', x.subtotal, 'lineTotalCents', x.subtotal)),
           'ON', jsonb_build_array(jsonb_build_object('code', 'HST', 'rate', 13000, 'registrationNumber', null, 'amountCents', x.tax)),
           x.subtotal, x.tax, x.subtotal + x.tax,
           case when x.status = 'paid' then x.subtotal + x.tax when x.status = 'issued' and x.i % 7 = 0 then (x.subtotal + x.tax) / 2 else 0 end,
           x.terms,
           case when x.status <> 'draft' then x.day end,
           case when x.status <> 'draft' then x.due end,
           case when x.status = 'void' then 'Billed twice by mistake' end,
           case when x.status = 'void' then (x.day + 2)::timestamptz + interval '15 hours' end,
           case when x.status = 'paid' then least(x.due, (select d from today))::timestamptz + interval '14 hours' end,
           x.day::timestamptz + interval '10 hours' + x.i * interval '1 second',
           x.day::timestamptz + interval '10 hours' + x.i * interval '1 second'
    from numbered x
    join c on c.k = 1 + (x.i::bigint * 7919) % (select count(*) from clients)
    join a on a.client_id = c.id`);
  // Each paid or partly paid invoice's payment, on the day it was marked paid (or its issue date).
  await db.execute(sql`
    insert into invoice_payments (invoice_id, amount_cents, paid_on, method, reference, source, recorded_by_name, created_at)
    select id, paid_cents, coalesce((paid_at at time zone 'America/Toronto')::date, issue_date),
           (array['etransfer','etransfer','card','cheque','cash'])[1 + abs(hashtext(id::text)) % 5],
           'REF-' || number, 'staff', 'Marie', coalesce(paid_at, created_at)
    from invoices where paid_cents > 0`);
  await db.execute(sql`
    insert into document_counters (series, year, last)
    select 'F', split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int) from invoices where number like 'F-%' group by 2
    on conflict (series, year) do update set last = greatest(document_counters.last, excluded.last)`);
  await db.execute(sql`analyze invoices`);
  await db.execute(sql`analyze invoice_payments`);
}

/**
 * `n` issued invoices past their due date by 1 to 60 days, none reminded yet, spread over the
 * clients with an e-mail address: what a reminder pass after a long downtime finds (each reaches
 * one to three of the stages 1, 7 and 14 days; one e-mail each). A fifth are partly paid. Numbered
 * after this year's last invoice number, and the counter moved past them.
 */
export async function seedOverdueInvoices(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) as k from clients where email is not null),
         a as (select distinct on (client_id) client_id, id from client_addresses order by client_id, position),
         today as (select (now() at time zone 'America/Toronto')::date as d),
         counter as (select coalesce((select last from document_counters where series = 'F' and year = extract(year from today.d)), 0) as last from today)
    insert into invoices (number, client_id, address_id, title, status, lines, province, taxes, subtotal_cents, tax_cents, total_cents, paid_cents,
                          terms, issue_date, due_date)
    select 'F-' || extract(year from today.d) || '-' || lpad((counter.last + i)::text, greatest(4, length((counter.last + i)::text)), '0'), c.id, a.id, 'Weekly cleaning ' || i, 'issued',
           jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'description', 'Weekly cleaning', 'quantity', 1, 'unitPriceCents', 12000 + i % 9000, 'lineTotalCents', 12000 + i % 9000)),
           'ON', jsonb_build_array(jsonb_build_object('code', 'HST', 'rate', 13000, 'registrationNumber', null, 'amountCents', round((12000 + i % 9000) * 0.13))),
           12000 + i % 9000, round((12000 + i % 9000) * 0.13), 12000 + i % 9000 + round((12000 + i % 9000) * 0.13),
           case when i % 5 = 0 then 5000 else 0 end,
           'net_15', today.d - 15 - (1 + i % 60), today.d - (1 + i % 60)
    from generate_series(1, ${n}) as i
    cross join today
    cross join counter
    join c on c.k = 1 + i % (select count(*) from clients where email is not null)
    join a on a.client_id = c.id`);
  await db.execute(sql`
    insert into document_counters (series, year, last)
    select 'F', extract(year from now() at time zone 'America/Toronto'), ${n}
    on conflict (series, year) do update set last = document_counters.last + ${n}`);
  await db.execute(sql`analyze invoices`);
}
