/*
 * Mantine's CSS for the first load: only the components the public pages and the cookie gate use, in
 * dependency order (shared bases first). Everything behind DataLayout (sign-in screens, signed-in areas) also
 * gets Mantine's full stylesheet, loaded with that chunk; see layouts/DataLayout.tsx.
 *
 * A public page that starts using another Mantine component must add its stylesheet here.
 * The `.layer.css` files put Mantine in `@layer mantine`, so our own CSS modules win whatever the load order.
 */
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Drawer.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/ThemeIcon.layer.css";
import "@mantine/core/styles/Title.layer.css";
