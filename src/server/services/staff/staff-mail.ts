import type { Config } from "../../env";
import { mailSender } from "../../mail/company";
import type { StaffCompany } from "../../mail/templates/inputs/staff";

/** The company as e-mails to staff about their account name it (decision 060). */
export const staffCompany = (config: Config): StaffCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.phone,
  appUrl: config.appUrl,
  sender: mailSender(config),
});
