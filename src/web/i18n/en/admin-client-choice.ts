// The client step of the quote and invoice editors: find a client, then one of its service addresses.
export const clientChoice = {
  findClient: "Find a client",
  findClientHint: "Name, e-mail or phone.",
  address: "Service address",
  openClient: "Open the client's page",
  changeClient: "Change client",
  chooseClient: (name: string) => `Choose ${name}`,
  choose: "Choose",
  searching: "Searching...",
  typeToSearch: "Type at least two characters to search your clients.",
  noMatch: "No client matches this search.",
  addClient: "Add a client in the Clients Hub",
  noAddress: "This client has no service address yet.",
  addAddress: "Add one on the client's page",
  chooseAddress: "Select an address",
};
export type ClientChoiceText = typeof clientChoice;
