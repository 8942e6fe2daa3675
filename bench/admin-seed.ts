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
