import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { clientsQuery } from "../api/clients";

/** How long typing pauses before the list is asked. */
const SEARCH_PAUSE_MS = 250;

/**
 * A search of the clients (name, e-mail, phone) as staff type: asked once typing pauses, from two
 * characters. `items` is empty until then.
 */
export function useClientSearch(sort: "name" | "newest") {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const enabled = search.length >= 2;
  const results = useQuery({ ...clientsQuery({ search, page: 1, sort }), enabled });
  return { typed, setTyped, enabled, results, items: enabled ? (results.data?.items ?? []) : [] };
}
