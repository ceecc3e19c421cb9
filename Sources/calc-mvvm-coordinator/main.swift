import CalculatorCLI
import MVVMCoordinator

CalculatorCommand<MVVMCoordinatorApp>.main()
