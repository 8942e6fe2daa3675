export type JobPostingId = "professional-cleaner" | "subcontractor" | "commercial-cleaner";

/** A posting's texts live in the message catalog under its id. */
export type JobPosting = { id: JobPostingId; applyUrl: string; closed: boolean };

// Order is the page order (spec 000 §2). The closed posting keeps its link, covered by the overlay.
export const JOB_POSTINGS: readonly JobPosting[] = [
  { id: "professional-cleaner", applyUrl: "https://ca.indeed.com/viewjob?jk=4f7a2c91d3e85b60", closed: false },
  { id: "subcontractor", applyUrl: "https://ca.indeed.com/viewjob?jk=9b1e6d04a7c3f258", closed: false },
  { id: "commercial-cleaner", applyUrl: "https://ca.indeed.com/viewjob?jk=2d8c5f17e90a4b36", closed: true },
];
