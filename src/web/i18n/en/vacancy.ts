import type { JobPostingId } from "~/content/job-postings";

type JobPostingText = {
  title: string;
  tags: string[];
  location: string;
  schedule: string[];
  pay: string;
  hours?: string;
  description: string;
  responsibilities?: string[];
  requirements?: string[];
  /** Insurance terms by engagement type. */
  insurance?: { term: string; detail: string }[];
  applyLabel: string;
};

const postings: Record<JobPostingId, JobPostingText> = {
  "professional-cleaner": {
    title: "Professional Cleaner",
    tags: ["Casual", "Freelance"],
    location: "Ottawa, ON",
    schedule: ["Day and evening shifts", "Weekends as needed"],
    pay: "$20-$25/hour",
    hours: "20-40 hours per week",
    description:
      "We are looking for reliable, detail-oriented cleaners to care for offices, medical clinics and homes across Ottawa. You will work from clear checklists with a supportive team and take pride in leaving every space spotless.",
    responsibilities: [
      "Clean and sanitize offices, washrooms, kitchens and common areas",
      "Follow medical-grade disinfection protocols in healthcare facilities",
      "Vacuum, mop and care for hard floors and carpets",
      "Empty waste and recycling and restock supplies",
      "Report maintenance issues and client requests to your supervisor",
    ],
    requirements: ["1 year of commercial cleaning experience preferred", "Able to lift up to 25 lbs", "Criminal background check required"],
    insurance: [
      { term: "Employees", detail: "The company provides your insurance." },
      {
        term: "Contractors",
        detail: "You must hold your own commercial general liability insurance and provide proof of coverage before starting.",
      },
    ],
    applyLabel: "Apply on Indeed",
  },
  subcontractor: {
    title: "Subcontractor Opportunities",
    tags: ["Contract"],
    location: "Ottawa-Gatineau region",
    schedule: ["Flexible, by contract"],
    pay: "Per contract",
    description:
      "Run your own cleaning business? Partner with us on commercial and medical cleaning contracts across the Ottawa-Gatineau region and grow with steady, well-organized work.",
    requirements: ["Registered business", "Liability insurance", "WHMIS training", "Own equipment and transportation", "Prior cleaning experience"],
    applyLabel: "Apply on Indeed",
  },
  "commercial-cleaner": {
    title: "Commercial Cleaner",
    tags: ["Full-time"],
    location: "Ottawa, ON",
    schedule: ["Monday-Friday"],
    pay: "Competitive salary",
    description: "A full-time role cleaning office buildings and medical facilities in Ottawa on a regular weekday schedule, as part of a dedicated site team.",
    responsibilities: ["Daily cleaning of offices, washrooms and common areas", "Floor care, including vacuuming, mopping and spot cleaning"],
    applyLabel: "Apply on Indeed",
  },
};

export const vacancy = {
  eyebrow: "Careers",
  heading: "Join Our Team",
  intro:
    "We are growing across Ottawa and looking for dependable, detail-oriented people who take pride in their work. Explore our current opportunities below.",
  details: { employer: "Employer", location: "Location", schedule: "Schedule", pay: "Pay", hours: "Hours" },
  tagsLabel: "Job type",
  sections: { responsibilities: "Responsibilities", requirements: "Requirements", insurance: "Insurance" },
  applyFor: (title: string) => `for ${title}`,
  opensInNewTab: "(opens in a new tab)",
  closed: "CLOSED - Position No Longer Available",
  closedLink: "(position closed)",
  contactPrompt: "Don't see the right fit? Send your resume to",
  postings,
};
