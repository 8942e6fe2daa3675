/** A valid assessment request body (a home, weekly regular cleaning) for API tests and benchmarks. */
export function assessmentBody(email = "jane@example.com") {
  return {
    full_name: "Jane Doe",
    phone_number: "6135550100",
    email,
    email_verify: email,
    postcode: "K1A 0B1",
    service_type: ["regular"],
    property_type: ["home"],
    property_size: "2 Bedrooms",
    frequency: "weekly",
    pets: false,
    preferred_ingredients: "eco-friendly",
  };
}
