/*
 * Mantine's stylesheets for components the lazily loaded public pages use beyond the first-load subset
 * (app/mantine-styles.ts). `.layer.css` keeps them in `@layer mantine`, like the rest.
 */
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/Table.layer.css";
