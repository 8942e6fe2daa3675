/**
 * The company's registration numbers: a quote or an invoice with a tax cannot be sent without its
 * number (decision 052), so the test apps and servers have them unless their `env` sets them empty.
 */
export const TEST_TAX_NUMBERS = { SITE_GST_HST_NUMBER: "123456789 RT0001", SITE_QST_NUMBER: "1234567890 TQ0001" };
