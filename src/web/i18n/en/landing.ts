// Landing page texts. Spec 000 §2 fixes the button labels, badges, figures, service titles,
// stats and contact-panel texts; headline, card and testimonial wording is ours.
export const landing = {
  hero: {
    eyebrow: "Commercial cleaning in Ottawa-Gatineau",
    headline: "Commercial and medical-grade cleaning you can trust",
    lead: "Offices, clinics and specialized facilities rely on our licensed, insured and bonded team for spotless, healthy spaces, with 24/7 emergency service when the unexpected happens.",
    getFreeQuote: "Get Free Quote",
    badgesLabel: "Our commitments",
    badges: {
      emergency: "24/7 Emergency Service",
      licensed: "Fully Licensed & Bonded",
      medical: "Medical-Grade Cleaning",
    },
  },

  about: {
    eyebrow: "About Us",
    title: "A cleaning partner facilities managers rely on",
    intro:
      "We are a registered Canadian cleaning company serving Ottawa and the Ottawa-Gatineau region. From offices and retail spaces to medical clinics and specialized environments, we follow documented procedures so every visit meets the same high standard.",
    figuresLabel: "Our company in figures",
    figures: {
      clients: { value: "500+", label: "Satisfied Clients" },
      years: { value: "15+", label: "Years Experience" },
      emergency: { value: "24/7", label: "Emergency Service" },
      satisfaction: { value: "100%", label: "Satisfaction Rate" },
    },
    whyTitle: "Why clients choose us",
    why: [
      "Licensed, insured and bonded for your peace of mind",
      "Background-checked, trained and supervised staff",
      "Medical-grade and eco-friendly cleaning products",
      "24/7 emergency service and same-day service when you need it",
      "A 100% satisfaction guarantee on every visit",
    ],
  },

  services: {
    eyebrow: "Our Services",
    title: "Cleaning services for every kind of facility",
    lead: "Flexible schedules, clear checklists and products chosen for each space, from open-plan offices to patient rooms.",
    featuresLabel: (title: string) => `${title}: what is included`,
    items: {
      commercial: {
        title: "General Commercial Cleaning",
        description: "Reliable daily, weekly or custom cleaning that keeps offices and commercial spaces welcoming.",
        features: ["Offices and workspaces", "Washrooms and kitchens", "Floor care and vacuuming", "Waste and recycling removal"],
      },
      deep: {
        title: "Deep Cleaning Services",
        description: "Top-to-bottom cleaning for move-ins, move-outs, seasonal resets and post-renovation work.",
        features: ["Detailed wall and fixture cleaning", "Carpet and upholstery care", "High-touch surface sanitization", "Post-construction clean-up"],
      },
      medical: {
        title: "Medical & Healthcare Facility Cleaning",
        description: "Infection-control cleaning for clinics, dental offices and care facilities, to healthcare standards.",
        features: ["Medical-grade disinfectants", "Exam and patient room cleaning", "Cross-contamination prevention", "Trained healthcare cleaning staff"],
      },
      specialized: {
        title: "Specialized Cleaning Services",
        description: "Cleaning for environments with particular needs, from laboratories to high-traffic public spaces.",
        features: ["Laboratories and clean rooms", "Schools and daycares", "Fitness and recreation centres", "Eco-friendly product options"],
      },
      supplies: {
        title: "Supplies Management",
        description: "We track and restock your cleaning and washroom supplies so you never run short.",
        features: ["Washroom supply restocking", "Inventory monitoring", "Eco-friendly product sourcing", "One consolidated invoice"],
      },
      emergency: {
        title: "Emergency & After-Hours Cleaning",
        description: "Fast response for spills, floods and outbreaks, and cleaning outside your business hours.",
        features: ["24/7 emergency response", "Same-day service", "Evening and weekend cleaning", "Outbreak disinfection"],
      },
    },
    customTitle: "Need a tailored cleaning plan?",
    customText: "Tell us about your facility and we will build a schedule and scope that fit it.",
    getCustomQuote: "Get Custom Quote",
  },

  whyChooseUs: {
    eyebrow: "Why Choose Us",
    title: "Clean spaces, backed by people you can trust",
    lead: "Facilities managers choose us because we are dependable, accountable and easy to work with.",
    badgesLabel: "Our track record",
    badges: { years: "5+ Years", satisfaction: "99% Satisfaction", availability: "24/7" },
    benefits: {
      licensed: {
        title: "Licensed, Insured & Bonded",
        description: "Full insurance and bonding protect your property and give you peace of mind.",
      },
      screened: {
        title: "Background-Checked Staff",
        description: "Every team member is screened, trained and supervised before entering your site.",
      },
      products: {
        title: "Medical-Grade & Eco-Friendly Products",
        description: "Hospital-grade disinfectants where they matter, gentle eco-friendly products everywhere else.",
      },
      emergency: {
        title: "24/7 Emergency Response",
        description: "Spills, floods or outbreaks: we answer day and night and offer same-day service.",
      },
      quality: {
        title: "Consistent Quality",
        description: "Detailed checklists and regular inspections keep every visit to the same standard.",
      },
      guarantee: {
        title: "100% Satisfaction Guarantee",
        description: "If a clean is not right, tell us and we will come back to fix it at no charge.",
      },
    },
    contactUs: "Contact Us",
  },

  testimonials: {
    eyebrow: "Testimonials",
    title: "What our clients say",
    lead: "Clinics, offices and property managers across the region trust us with their spaces.",
    statsLabel: "Client results",
    stats: {
      clients: { value: "10+", label: "Happy Clients" },
      satisfaction: { value: "99%", label: "Satisfaction" },
      years: { value: "5+", label: "Combined Years" },
      availability: { value: "24/7", label: "Emergency Support" },
    },
    items: {
      clinic: {
        name: "Dr. Sarah Thompson",
        company: "Riverside Family Medical Clinic",
        location: "Ottawa, ON",
        text: "Their medical-grade protocols give our patients and staff real confidence. The team is punctual, thorough and discreet.",
      },
      accounting: {
        name: "Michel Gagnon",
        company: "Gagnon Accounting Group",
        location: "Gatineau, QC",
        text: "We switched after years of inconsistent service. Every visit is now to the same standard, and they respond within hours.",
      },
      tech: {
        name: "Priya Patel",
        company: "Kanata Innovation Hub",
        location: "Kanata, ON",
        text: "A large, busy office is hard to keep clean. Their after-hours crew does it without disrupting a single workday.",
      },
      dental: {
        name: "James Morrison",
        company: "Glebe Dental Studio",
        location: "Ottawa, ON",
        text: "Infection control matters in our practice. They understand that and follow our procedures to the letter.",
      },
      physio: {
        name: "Linda Chen",
        company: "Orleans Physiotherapy Centre",
        location: "Orleans, ON",
        text: "After a flood on a Sunday night, they were on site within hours. We opened on time Monday morning.",
      },
      property: {
        name: "Robert Lavoie",
        company: "Westboro Property Management",
        location: "Ottawa, ON",
        text: "They look after several of our buildings. Clear communication, fair pricing and tenants who notice the difference.",
      },
    },
    ctaText: "Ready to see the difference for yourself?",
    freeJobAssessment: "Free Job Assessment",
  },

  joinTeam: {
    title: "Join Our Growing Team",
    text: "We are hiring reliable, detail-oriented cleaners and subcontractors in Ottawa. Fair pay, flexible hours and a team that has your back.",
    viewOpportunities: "View Opportunities",
  },
};
