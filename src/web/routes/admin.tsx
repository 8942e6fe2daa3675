import { AssessmentsOverview } from "~/features/admin/pages/assessments-overview";

/** /admin: the Job Assessments page. */
export default function Admin() {
  return <AssessmentsOverview />;
}
