import type { ClientLanguage } from "../../../shared/schemas/clients";

// The archive's README.txt and file name, in the client's language.

const WORDS: Record<ClientLanguage, { file: string; readme: (company: string, day: string) => string[] }> = {
  en: {
    file: "my-data",
    readme: (company, day) => [
      `Your personal information held by ${company}, as of ${day}.`,
      "",
      "json/  each kind of information as a JSON file (a list of records).",
      "csv/   the same as CSV files (UTF-8, comma-separated, one record per line), for a spreadsheet.",
      "pdf/   your quotes and invoices as PDF files (a paid invoice is your receipt).",
      "photos/  the photos our team took at your visits, before and after the cleaning (listed in json/photos.json).",
      "",
      "Amounts ending in _cents are in cents (12500 is $125.00). Times are UTC.",
    ],
  },
  fr: {
    file: "mes-donnees",
    readme: (company, day) => [
      `Vos renseignements personnels détenus par ${company}, en date du ${day}.`,
      "",
      "json/  chaque type de renseignements dans un fichier JSON (une liste d’enregistrements).",
      "csv/   les mêmes renseignements en fichiers CSV (UTF-8, séparés par des virgules, un enregistrement par ligne), pour un tableur.",
      "pdf/   vos soumissions et vos factures en PDF (une facture payée vous sert de reçu).",
      "photos/  les photos prises par notre équipe lors de vos visites, avant et après le nettoyage (décrites dans json/photos.json).",
      "",
      "Les montants dont le nom finit par _cents sont en cents (12500 vaut 125,00 $). Les heures sont en UTC.",
      "Les noms des colonnes sont en anglais.",
    ],
  },
};

export const archiveWords = (language: ClientLanguage) => WORDS[language];
