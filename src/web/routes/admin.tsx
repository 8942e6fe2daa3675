import { AssessmentsDashboard } from "~/features/admin/assessments/assessments-dashboard";

/** /admin: the Job Assessments dashboard. */
export default function Admin() {
  return <AssessmentsDashboard />;
}
