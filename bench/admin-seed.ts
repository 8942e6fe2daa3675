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
