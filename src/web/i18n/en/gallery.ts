import type { GalleryFilter, GalleryItemId } from "~/content/gallery-items";

type GalleryItemText = { title: string; alt: string; description: string; review: { text: string; customer: string } };

const items: Record<GalleryItemId, GalleryItemText> = {
  "office-nightly-clean": {
    title: "Corporate Office Nightly Cleaning",
    alt: "Open-plan office with two tidy desks, monitors and chairs in front of a wall of windows overlooking the city",
    description:
      "Evening cleaning for a 40-person downtown office: desks and keyboards disinfected, carpets vacuumed, glass polished, and kitchens and washrooms restocked before staff arrive.",
    review: {
      text: "Our office has never looked this good. The crew is punctual, thorough and quiet, and every morning we come in to spotless desks and fresh washrooms.",
      customer: "Sarah M., Office Manager",
    },
  },
  "clinic-disinfection": {
    title: "Medical Clinic Disinfection",
    alt: "Bright examination room with a treatment table, a counter with a sink and wall-mounted supplies",
    description:
      "Medical-grade disinfection of six examination rooms and a waiting area, following infection-control protocols for high-touch surfaces, exam tables and clinical sinks.",
    review: {
      text: "They understand what a clinic needs. Every room is disinfected to protocol, and our patients notice how clean the space feels.",
      customer: "Dr. Priya K., Family Clinic",
    },
  },
  "living-room-refresh": {
    title: "Living Room Deep Clean",
    alt: "Sunny living room with a blue sofa, a coffee table, a rug, a floor lamp and plants",
    description:
      "A top-to-bottom deep clean of a family living room: upholstery vacuumed, baseboards and windowsills wiped, and hardwood floors cleaned and polished.",
    review: {
      text: "Friendly, careful and detail-oriented. They moved every piece of furniture, and the whole room feels brand new.",
      customer: "James T., Homeowner",
    },
  },
  "kitchen-deep-clean": {
    title: "Kitchen Deep Clean Walkthrough",
    alt: "Kitchen with navy cabinets, a white tile backsplash, stainless steel appliances and an island with stools",
    description:
      "A short walkthrough of a kitchen after our deep clean: degreased range hood and stovetop, polished stainless steel appliances, sanitized counters and spotless cabinet fronts.",
    review: {
      text: "The kitchen sparkles. Grease we had given up on is gone and the appliances look new. We now book them every month.",
      customer: "Linda and Marc B., Homeowners",
    },
  },
};

const filters: Record<GalleryFilter, string> = {
  all: "All",
  commercial: "Commercial",
  residential: "Residential",
  healthcare: "Healthcare",
  "post-construction": "Post-Construction",
};

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

// Formatted by hand, not by Intl: the prerendered HTML and the hydrated page must print the same text.
function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

export const gallery = {
  eyebrow: "Our Work",
  heading: "Project Gallery",
  intro:
    "Recent projects from our team across Ottawa: offices, homes and healthcare spaces, each reviewed by the client who booked us. Select a project to see the details.",
  filtersLabel: "Project categories",
  filters,
  empty: "No projects found in this category. Check back soon for more gallery updates!",
  video: "Video",
  back: "Back",
  categoryLabel: "Category",
  dateLabel: "Completed",
  reviewHeading: "Client Review",
  videoUnsupported: "Your browser cannot play this video.",
  formatDate,
  items,
};
