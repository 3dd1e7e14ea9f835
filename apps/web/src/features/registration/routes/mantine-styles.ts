/*
 * Mantine's stylesheets for the wizard's components beyond the public subset (app/mantine-styles.ts), loaded
 * with the wizard's chunk only. `.layer.css` keeps them in `@layer mantine`, like the rest.
 */
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/CheckboxIndicator.layer.css";
import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/Fieldset.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import "@mantine/core/styles/RadioIndicator.layer.css";
import "@mantine/core/styles/Stepper.layer.css";
