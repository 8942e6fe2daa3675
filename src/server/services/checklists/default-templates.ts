import type { ChecklistRoom, ChecklistService } from "../../../shared/schemas/checklists";

// The company's default checklists, one per service, in English and French (decision 065). An
// owner edits them on the admin's Checklists page; a service never edited reads its default.

type Line = [id: string, en: string, fr: string];
const room = ([id, en, fr]: Line, items: Line[]): ChecklistRoom => ({
  id,
  name: { en, fr },
  items: items.map(([itemId, itemEn, itemFr]) => ({ id: `${id}-${itemId}`, label: { en: itemEn, fr: itemFr } })),
});

const entrance = room(
  ["entrance", "Entrance", "Entrée"],
  [
    ["floor", "Sweep and wash the floor", "Balayer et laver le plancher"],
    ["glass", "Clean door glass and handles", "Nettoyer la vitre et les poignées de porte"],
    ["mats", "Shake out the mats", "Secouer les tapis"],
  ],
);
const offices = room(
  ["offices", "Offices", "Bureaux"],
  [
    ["desks", "Dust desks and shelves", "Épousseter les bureaux et les tablettes"],
    ["bins", "Empty bins and replace liners", "Vider les poubelles et changer les sacs"],
    ["floor", "Vacuum carpets and wash hard floors", "Passer l’aspirateur et laver les planchers durs"],
    ["touch", "Wipe switches, handles and phones", "Essuyer interrupteurs, poignées et téléphones"],
  ],
);
const kitchen = room(
  ["kitchen", "Kitchen", "Cuisine"],
  [
    ["counters", "Clean counters and backsplash", "Nettoyer les comptoirs et le dosseret"],
    ["sink", "Scrub and shine the sink", "Récurer et faire briller l’évier"],
    ["appliances", "Wipe appliance fronts and microwave", "Essuyer les électroménagers et le micro-ondes"],
    ["floor", "Sweep and wash the floor", "Balayer et laver le plancher"],
  ],
);
const washrooms = room(
  ["washrooms", "Washrooms", "Salles de toilettes"],
  [
    ["toilets", "Clean and disinfect toilets", "Nettoyer et désinfecter les toilettes"],
    ["sinks", "Clean sinks, taps and mirrors", "Nettoyer lavabos, robinets et miroirs"],
    ["supplies", "Refill soap, paper and towels", "Remplir savon, papier et essuie-mains"],
    ["floor", "Wash and disinfect the floor", "Laver et désinfecter le plancher"],
  ],
);

export const DEFAULT_TEMPLATES: Record<ChecklistService, ChecklistRoom[]> = {
  "commercial-cleaning": [entrance, offices, kitchen, washrooms],
  "deep-cleaning": [
    room(
      ["kitchen", "Kitchen", "Cuisine"],
      [
        ["inside-appliances", "Clean inside the oven, fridge and microwave", "Nettoyer l’intérieur du four, du frigo et du micro-ondes"],
        ["cabinets", "Wipe cabinets inside and out", "Essuyer les armoires à l’intérieur et à l’extérieur"],
        ["degrease", "Degrease the range hood and backsplash", "Dégraisser la hotte et le dosseret"],
        ["floor", "Scrub the floor and baseboards", "Récurer le plancher et les plinthes"],
      ],
    ),
    room(
      ["bathrooms", "Bathrooms", "Salles de bains"],
      [
        ["descale", "Descale the shower, tub and taps", "Détartrer la douche, la baignoire et les robinets"],
        ["grout", "Scrub tile grout", "Récurer les joints de céramique"],
        ["toilet", "Disinfect the toilet, base and behind", "Désinfecter la toilette, sa base et l’arrière"],
      ],
    ),
    room(
      ["living", "Living areas and bedrooms", "Aires de séjour et chambres"],
      [
        ["high-dust", "Dust light fixtures, vents and ceiling corners", "Épousseter luminaires, grilles et coins du plafond"],
        ["baseboards", "Wash baseboards, doors and frames", "Laver plinthes, portes et cadres"],
        ["windows", "Clean window sills and tracks", "Nettoyer les rebords et les rails de fenêtres"],
        ["under", "Vacuum under furniture", "Passer l’aspirateur sous les meubles"],
      ],
    ),
  ],
  "medical-cleaning": [
    room(
      ["waiting", "Waiting room", "Salle d’attente"],
      [
        ["chairs", "Disinfect chairs and armrests", "Désinfecter les chaises et les accoudoirs"],
        ["touch", "Disinfect the counter, door handles and switches", "Désinfecter le comptoir, les poignées et les interrupteurs"],
        ["floor", "Wash and disinfect the floor", "Laver et désinfecter le plancher"],
      ],
    ),
    room(
      ["exam", "Examination rooms", "Salles d’examen"],
      [
        ["tables", "Disinfect tables and surfaces", "Désinfecter les tables et les surfaces"],
        ["sharps", "Check that sharps containers are closed (do not empty)", "Vérifier que les contenants à aiguilles sont fermés (ne pas vider)"],
        ["bins", "Empty general waste (not biomedical)", "Vider les déchets ordinaires (pas les biomédicaux)"],
        ["floor", "Wash and disinfect the floor", "Laver et désinfecter le plancher"],
      ],
    ),
    washrooms,
  ],
  "specialized-cleaning": [
    room(
      ["work-area", "Work area", "Zone de travail"],
      [
        ["protect", "Protect surfaces and furniture", "Protéger les surfaces et les meubles"],
        ["treat", "Carry out the agreed treatment", "Effectuer le traitement convenu"],
        ["inspect", "Inspect the result with the client's contact", "Vérifier le résultat avec la personne-ressource du client"],
      ],
    ),
    room(
      ["wrap-up", "Wrap-up", "Fin des travaux"],
      [
        ["equipment", "Remove equipment and protection", "Retirer l’équipement et les protections"],
        ["waste", "Take away waste", "Emporter les déchets"],
      ],
    ),
  ],
  "supplies-management": [
    room(
      ["supplies", "Supply rooms", "Réserves"],
      [
        ["count", "Count paper, soap and liners", "Compter papier, savon et sacs"],
        ["restock", "Restock washrooms and kitchen", "Regarnir les salles de toilettes et la cuisine"],
        ["report", "Note what is running low", "Noter ce qui manque"],
      ],
    ),
  ],
  "emergency-cleaning": [
    room(
      ["affected", "Affected area", "Zone touchée"],
      [
        ["safety", "Check the area is safe to enter", "Vérifier que l’on peut entrer sans danger"],
        ["photos", "Take photos before starting", "Prendre des photos avant de commencer"],
        ["clean", "Remove debris and clean up", "Retirer les débris et nettoyer"],
        ["disinfect", "Disinfect surfaces", "Désinfecter les surfaces"],
      ],
    ),
  ],
  other: [entrance, kitchen, washrooms],
};
