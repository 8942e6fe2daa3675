// Names and places for the demo data: Ottawa (Ontario, K1/K2 postal codes, HST) and Gatineau
// (Quebec, J8/J9 postal codes, GST and QST), so the two tax regimes both appear. The streets are
// real; the house numbers and the last three characters of each postal code are made up.

export type Street = { street: string; fsa: string };

export const OTTAWA_STREETS: readonly Street[] = [
  { street: "Elgin St", fsa: "K2P" },
  { street: "Bank St", fsa: "K1S" },
  { street: "Somerset St W", fsa: "K1R" },
  { street: "Wellington St W", fsa: "K1Y" },
  { street: "Rideau St", fsa: "K1N" },
  { street: "Laurier Ave W", fsa: "K1P" },
  { street: "O'Connor St", fsa: "K2P" },
  { street: "Metcalfe St", fsa: "K2P" },
  { street: "Preston St", fsa: "K1R" },
  { street: "Richmond Rd", fsa: "K2A" },
  { street: "Carling Ave", fsa: "K1Z" },
  { street: "Main St", fsa: "K1S" },
  { street: "Bronson Ave", fsa: "K1R" },
  { street: "Gladstone Ave", fsa: "K1R" },
  { street: "Holland Ave", fsa: "K1Y" },
  { street: "Beechwood Ave", fsa: "K1L" },
  { street: "Fifth Ave", fsa: "K1S" },
  { street: "Clarence St", fsa: "K1N" },
  { street: "Woodroffe Ave", fsa: "K2A" },
  { street: "Kirkwood Ave", fsa: "K1Z" },
  { street: "Alta Vista Dr", fsa: "K1H" },
  { street: "Smyth Rd", fsa: "K1H" },
];

export const GATINEAU_STREETS: readonly Street[] = [
  { street: "boulevard Saint-Joseph", fsa: "J8Y" },
  { street: "rue Principale", fsa: "J9H" },
  { street: "rue Laval", fsa: "J8X" },
  { street: "boulevard Alexandre-Taché", fsa: "J8Y" },
  { street: "rue Notre-Dame", fsa: "J8P" },
  { street: "boulevard de la Gappe", fsa: "J8T" },
  { street: "rue Eddy", fsa: "J8X" },
  { street: "boulevard du Plateau", fsa: "J9A" },
  { street: "chemin d'Aylmer", fsa: "J9H" },
  { street: "rue Montcalm", fsa: "J8X" },
  { street: "boulevard Maloney Ouest", fsa: "J8T" },
];

export const FIRST_NAMES = [
  "Claire",
  "Marc",
  "Sophie",
  "Daniel",
  "Isabelle",
  "Kevin",
  "Nathalie",
  "Ahmed",
  "Julie",
  "Patrick",
  "Mélanie",
  "Omar",
  "Sarah",
  "Luc",
  "Émilie",
  "Raj",
  "Catherine",
  "Jean-François",
  "Megan",
  "David",
  "Geneviève",
  "Wei",
  "Amélie",
  "Tyler",
  "Fatima",
  "Olivier",
  "Rachel",
  "Simon",
  "Chantal",
  "Michael",
  "Priya",
  "Maxime",
  "Laura",
  "Hassan",
  "Valérie",
  "Ben",
] as const;

export const LAST_NAMES = [
  "Gagnon",
  "Tremblay",
  "Roy",
  "Côté",
  "Bouchard",
  "Gauthier",
  "Morin",
  "Lavoie",
  "Fortin",
  "Gagné",
  "Smith",
  "Brown",
  "Wilson",
  "MacDonald",
  "Campbell",
  "Anderson",
  "Nguyen",
  "Patel",
  "Chen",
  "Singh",
  "Leblanc",
  "Bélanger",
  "Thompson",
  "Kelly",
  "Pelletier",
  "Ouellet",
  "Martin",
  "Clarke",
  "Haddad",
  "Murray",
] as const;

/** A few businesses among the clients: offices, clinics, a property manager. */
export const BUSINESSES = [
  "Glebe Family Dental",
  "Rideau Physiotherapy Clinic",
  "Byward Market Law Office",
  "Westboro Yoga Studio",
  "Hintonburg Property Management",
  "Clinique médicale du Plateau",
] as const;

/** The staff accounts the demo makes, whose user names are the crews' names on visits. */
export const DEMO_STAFF = ["Maria", "Jean-Luc", "Aisha"] as const;

/** Services quoted and visited, with a believable price per visit in cents. */
export const SERVICES = [
  { title: "Weekly home cleaning", line: "Home cleaning, 3 hours, 2 cleaners", cents: 16_500, frequency: "weekly" },
  { title: "Bi-weekly home cleaning", line: "Home cleaning, 3.5 hours, 2 cleaners", cents: 18_500, frequency: "bi-weekly" },
  { title: "Monthly deep cleaning", line: "Deep cleaning: kitchen, bathrooms, baseboards", cents: 32_000, frequency: "monthly" },
  { title: "Move-out cleaning", line: "Move-out cleaning, empty 2-bedroom unit", cents: 42_500, frequency: "one-time" },
  { title: "Office cleaning, evenings", line: "Office cleaning after hours, 2,500 sq. ft.", cents: 27_500, frequency: "weekly" },
  { title: "Clinic sanitization", line: "Clinic cleaning with high-touch disinfection", cents: 38_000, frequency: "weekly" },
  { title: "Post-renovation cleaning", line: "Post-construction dust removal, 1,800 sq. ft.", cents: 89_000, frequency: "one-time" },
  { title: "Short-term rental turnover", line: "Airbnb turnover: linens, restock, full clean", cents: 12_000, frequency: "weekly" },
] as const;

/** Optional extras a quote may offer. */
export const EXTRAS = [
  { line: "Oven cleaning", cents: 4_500 },
  { line: "Inside the refrigerator", cents: 3_500 },
  { line: "Interior windows", cents: 6_000 },
  { line: "Laundry and folding", cents: 3_000 },
] as const;

/** Arrival windows, Ottawa time. */
export const WINDOWS = [
  ["08:00", "10:00"],
  ["09:00", "11:00"],
  ["10:00", "12:00"],
  ["13:00", "15:00"],
  ["18:00", "20:00"],
] as const;
