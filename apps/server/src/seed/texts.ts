/** Realistic wording for work-order descriptions and notes. */
export const PROBLEMS: Record<string, readonly string[]> = {
  HVAC: [
    "RTU-2 not cooling, store temperature 84F",
    "No heat in sales floor, thermostat blank",
    "HVAC unit making loud grinding noise",
    "Quarterly PM - replace filters and belts on all RTUs",
    "Water leaking from AC unit above register 3",
  ],
  Plumbing: [
    "Toilet in men's restroom clogged and overflowing",
    "Water heater leaking in back room",
    "Slow drain at 3-compartment sink",
    "No hot water at hand sinks",
    "Grease trap backing up into kitchen",
  ],
  Electrical: [
    "Parking lot lights out on north side",
    "Breaker tripping repeatedly for front counter outlets",
    "Emergency exit sign not illuminated",
    "Flickering lights in sales area, 6 fixtures",
    "Install dedicated circuit for new POS station",
  ],
  Roofing: [
    "Roof leak over stockroom after heavy rain",
    "Missing flashing at parapet wall",
    "Ponding water on roof near drain",
  ],
  Locksmith: [
    "Front door lock broken, cannot secure store",
    "Rekey all exterior doors after manager change",
    "Safe will not open",
  ],
  Carpentry: [
    "Damaged service counter laminate",
    "Repair broken shelving unit in backroom",
    "Replace damaged baseboard in lobby",
  ],
  Painting: [
    "Touch-up paint in entry vestibule",
    "Repaint exterior trim and bollards",
    "Graffiti removal on rear wall",
  ],
  Flooring: [
    "Cracked floor tiles near entrance - trip hazard",
    "Strip and wax sales floor VCT",
    "Carpet stain removal in offices",
  ],
  "Glass & Glazing": [
    "Storefront glass shattered - board up needed",
    "Cracked window pane in drive-thru",
    "Fogged insulated glass unit",
  ],
  "Doors & Hardware": [
    "Automatic sliding door stuck open",
    "Rear door closer broken",
    "Overhead door off track at receiving",
  ],
  Landscaping: [
    "Weekly mowing and edging",
    "Remove fallen tree limb from parking lot",
    "Irrigation line broken, flooding planter",
  ],
  "Snow Removal": ["Plow and salt parking lot and walks", "Ice on front walkway - salt immediately"],
  "Pest Control": ["Rodent activity reported in kitchen", "Monthly pest service", "Bees nest above entrance"],
  Janitorial: [
    "Deep clean after water damage",
    "Restroom odor complaint",
    "Window washing interior and exterior",
  ],
  "Appliance Repair": ["Fryer not heating", "Ice machine not producing ice", "Dishwasher error code E4"],
  Refrigeration: [
    "Walk-in cooler at 48F, product at risk",
    "Freezer case frosting over",
    "Reach-in cooler compressor short cycling",
  ],
  "Fire & Life Safety": [
    "Annual fire extinguisher inspection",
    "Fire alarm panel trouble signal",
    "Sprinkler head damaged in stockroom",
  ],
  Signage: ["Pylon sign partially out", "Channel letters flickering", "Replace damaged window decals"],
  "Concrete & Paving": [
    "Pothole in drive lane",
    "Cracked sidewalk at entrance - ADA concern",
    "Restripe parking lot",
  ],
  "General Maintenance": [
    "Ceiling tiles stained and sagging",
    "Replace damaged toilet partition",
    "Misc. repairs from site walk",
  ],
};

export const CANCEL_REASONS = [
  "Duplicate request",
  "Store resolved the issue in-house",
  "Customer cancelled - budget",
  "Work covered under manufacturer warranty",
  "Submitted to wrong location",
];

export interface NoteTemplate {
  type: "Internal" | "Customer" | "Vendor" | "Client and Vendor" | "Accounting";
  pertainsto: 1 | 2 | 3;
  text: string;
  /** Who usually writes it. */
  by: "staff" | "vendor" | "customer" | "accounting";
}

export const NOTE_TEMPLATES: readonly NoteTemplate[] = [
  {
    type: "Internal",
    pertainsto: 2,
    by: "staff",
    text: "Called vendor, left voicemail. Will follow up in 2 hours.",
  },
  { type: "Internal", pertainsto: 2, by: "staff", text: "Vendor confirmed ETA for tomorrow morning." },
  {
    type: "Internal",
    pertainsto: 2,
    by: "staff",
    text: "Checked coverage - two vendors in area declined, trying a third.",
  },
  {
    type: "Internal",
    pertainsto: 3,
    by: "staff",
    text: "Vendor asked for NTE increase; waiting on customer approval.",
  },
  {
    type: "Internal",
    pertainsto: 2,
    by: "staff",
    text: "Escalated to account manager per customer request.",
  },
  {
    type: "Customer",
    pertainsto: 1,
    by: "staff",
    text: "Technician has been scheduled. We will update you once on site.",
  },
  { type: "Customer", pertainsto: 1, by: "staff", text: "Proposal attached for your review and approval." },
  {
    type: "Customer",
    pertainsto: 1,
    by: "customer",
    text: "Store manager reports the issue is getting worse, please expedite.",
  },
  {
    type: "Customer",
    pertainsto: 1,
    by: "customer",
    text: "Please have the tech check in with the shift lead on arrival.",
  },
  {
    type: "Vendor",
    pertainsto: 3,
    by: "staff",
    text: "Please upload before/after photos and the signed sign-off ticket.",
  },
  { type: "Vendor", pertainsto: 3, by: "vendor", text: "Tech on site, diagnosing the problem now." },
  { type: "Vendor", pertainsto: 3, by: "vendor", text: "Parts ordered, ETA 3-5 business days." },
  {
    type: "Vendor",
    pertainsto: 3,
    by: "vendor",
    text: "Work complete. Unit operating normally, invoice to follow.",
  },
  {
    type: "Client and Vendor",
    pertainsto: 1,
    by: "staff",
    text: "Return trip scheduled to finish the repair.",
  },
  {
    type: "Client and Vendor",
    pertainsto: 3,
    by: "staff",
    text: "Site contact changed - see special procedures.",
  },
  {
    type: "Accounting",
    pertainsto: 2,
    by: "accounting",
    text: "Vendor invoice received and matched to quote.",
  },
  {
    type: "Accounting",
    pertainsto: 3,
    by: "accounting",
    text: "Invoice amount exceeds NTE - need approval before payment.",
  },
  { type: "Accounting", pertainsto: 2, by: "accounting", text: "Billed to customer with standard markup." },
];
