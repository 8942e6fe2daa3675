// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { adminPaths } from "@shared/admin-paths";
import { AdminSidebar } from "./admin-sidebar";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

test("going to a lead page opens the Lead Management group; the group stays as left elsewhere", async () => {
  const router = createMemoryRouter([{ path: "*", element: <AdminSidebar expanded onExpandedChange={() => {}} staffRole="owner" /> }], {
    initialEntries: [adminPaths.assessments],
  });
  const el = document.createElement("div");
  const root = createRoot(el);
  await act(async () => root.render(<RouterProvider router={router} />));
  const group = () => el.querySelector<HTMLButtonElement>('button[aria-controls="admin-nav-leads"]')!;
  expect(group().getAttribute("aria-expanded")).toBe("false");

  await act(() => router.navigate(adminPaths.leadManage));
  expect(group().getAttribute("aria-expanded")).toBe("true");
  await act(async () => group().click());
  expect(group().getAttribute("aria-expanded")).toBe("false");

  await act(() => router.navigate(adminPaths.assessments));
  expect(group().getAttribute("aria-expanded")).toBe("false");
  await act(() => router.navigate(adminPaths.leadCapture));
  expect(group().getAttribute("aria-expanded")).toBe("true");
  act(() => root.unmount());
});

test("an owner sees Staff and Settings; office staff see neither (decision 060)", async () => {
  const links = async (role: "owner" | "office") => {
    const router = createMemoryRouter([{ path: "*", element: <AdminSidebar expanded onExpandedChange={() => {}} staffRole={role} /> }], {
      initialEntries: [adminPaths.assessments],
    });
    const el = document.createElement("div");
    const root = createRoot(el);
    await act(async () => root.render(<RouterProvider router={router} />));
    const hrefs = [...el.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    act(() => root.unmount());
    return hrefs;
  };
  const owner = await links("owner");
  expect(owner.slice(-2)).toEqual([adminPaths.staff, adminPaths.settings]);
  const office = await links("office");
  expect(office).toEqual(owner.filter((href) => href !== adminPaths.staff && href !== adminPaths.settings));
  expect(office).toContain(adminPaths.announcements);
});
